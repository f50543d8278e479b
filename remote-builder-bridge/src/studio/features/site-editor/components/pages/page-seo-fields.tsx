import { pageSchema, type ModuleImage, type Page, type RenderContext } from '@keepsake/shared/contract/website';
import { useTheme } from '@keepsake/shared/theme';
import { hintStyles } from '@keepsake/shared/ui';
import { useSchemaEnv } from '../../hooks/use-schema-env';
import { toolButton } from '../editor-styles';
import { FieldEnvContext } from '../fields/field-env';
import { ImageField } from '../fields/image-field';
import { TextField } from '../fields/text-field';

export type PageSeoChange = Partial<Pick<Page, 'seoTitle' | 'shareImage'>>;

/**
 * What search engines and shared links show of the page (issue 26): a search title when it should differ
 * from the menu title, and a share picture with its description. The same field editors as the modules'
 * (a value that breaks the page contract stays in its box with the message), so the picture comes from
 * the home's library or an upload, and needs its alternative text.
 */
export function PageSeoFields({
  context,
  page,
  path,
  upload,
  onChange,
}: {
  context: RenderContext;
  page: Page;
  path: string;
  upload?: ((file: File) => Promise<ModuleImage>) | undefined;
  onChange: (value: PageSeoChange) => void;
}) {
  const theme = useTheme();
  const env = useSchemaEnv({
    value: page,
    validate: (candidate) => pageSchema.safeParse(candidate),
    onChange: (key, value) => onChange({ [key]: value }),
    context,
    upload,
    resetKey: path,
  });
  const first = env.images[0];
  return (
    <FieldEnvContext.Provider value={env}>
      <fieldset css={{ border: 0, padding: 0, margin: 0, display: 'grid', gap: theme.space.xs }}>
        <legend css={{ fontWeight: 600 }}>Search engines and shared links</legend>
        <TextField path={['seoTitle']} label="Search title (empty: the page title)" value={page.seoTitle} kind="text" optional />
        {page.shareImage ? (
          <>
            <ImageField path={['shareImage']} label="Share picture" value={page.shareImage} />
            <button type="button" css={toolButton(theme, 'xs')} onClick={() => onChange({ shareImage: undefined })}>
              Remove the share picture
            </button>
          </>
        ) : (
          <>
            <p css={[hintStyles(theme), { margin: 0 }]}>Without a share picture, a shared link shows the page&apos;s title and description only.</p>
            {first ? (
              // Starts from a library picture (with its description) that staff then change or replace by an upload.
              <button type="button" css={toolButton(theme, 'xs')} onClick={() => onChange({ shareImage: { ...first, id: `share-${page.id}` } })}>
                Add a share picture
              </button>
            ) : null}
          </>
        )}
      </fieldset>
    </FieldEnvContext.Provider>
  );
}
