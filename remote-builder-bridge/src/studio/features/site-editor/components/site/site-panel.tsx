import { useId } from 'react';
import { renderContextSchema, type ModuleImage, type RenderContext } from '@keepsake/shared/contract/website';
import { useTheme } from '@keepsake/shared/theme';
import { controlStyles, fieldStyles, labelStyles } from '@keepsake/shared/ui';
import { useSchemaEnv } from '../../hooks/use-schema-env';
import { unwrap, type SchemaNode } from '../../state/schema-walk';
import { mutedText, panelHeading } from '../editor-styles';
import { FieldEnvContext, useFieldEnv } from '../fields/field-env';
import { ImageUpload } from '../fields/image-upload';
import { ListField } from '../fields/list-field';
import { TextField } from '../fields/text-field';
import { ObjectFields } from '../fields/value-editor';
import { DesignFields } from './design-fields';
import { RedirectsSection } from './redirects-section';

const SITE = { id: 'site', type: 'site' };
const shape = (renderContextSchema as unknown as SchemaNode).shape ?? {};

// Every zone the browser knows; a tiny fallback where Intl cannot list them.
const TIME_ZONES: string[] =
  typeof Intl !== 'undefined' && 'supportedValuesOf' in Intl
    ? (Intl as unknown as { supportedValuesOf: (k: string) => string[] }).supportedValuesOf('timeZone')
    : [];

/** The home's logo (also the page icon): a picture from the library, or none. */
function LogoField({ value }: { value: string | null }) {
  const theme = useTheme();
  const env = useFieldEnv();
  const id = useId();
  const library =
    env.images.some((image) => image.src === value) || !value ? env.images : [{ src: value, alt: 'The current logo' } as ModuleImage, ...env.images];
  return (
    <div css={[fieldStyles(theme), { margin: 0 }]}>
      <label htmlFor={id} css={labelStyles(theme)}>
        Logo (also the page icon)
      </label>
      {value ? <img src={value} alt="" css={{ maxHeight: '3rem', maxWidth: '100%', justifySelf: 'start' }} /> : null}
      <select id={id} css={controlStyles(theme)} value={value ?? ''} onChange={(event) => env.set(['company', 'logoUrl'], event.target.value || null)}>
        <option value="">No logo</option>
        {library.map((image) => (
          <option key={image.src} value={image.src}>
            {image.alt ? `${image.alt} (${image.src.split('/').pop()})` : image.src.split('/').pop()}
          </option>
        ))}
      </select>
      {/* A new logo through the image pipeline; the header names it by the company name, so it needs no alt text. */}
      <ImageUpload label="Upload a logo" failed="The logo could not be uploaded." onUploaded={(image) => env.set(['company', 'logoUrl'], image.src)} />
    </div>
  );
}

/**
 * The site's own look and facts (issue 26): design with a contrast check, company name, phone, email and
 * logo, header and footer, locations and the time zone. Every change goes into the draft and the frame at
 * once, checked by the render context's contract; visitors see it when the draft is published.
 */
export function SitePanel({
  context,
  upload,
  onChange,
}: {
  context: RenderContext;
  upload?: ((file: File) => Promise<ModuleImage>) | undefined;
  onChange: (key: keyof RenderContext, value: unknown) => void;
}) {
  const theme = useTheme();
  const headingId = useId();
  const env = useSchemaEnv({
    value: context,
    validate: (candidate) => renderContextSchema.safeParse(candidate),
    onChange: (key, value) => onChange(key as keyof RenderContext, value),
    context,
    upload,
    resetKey: 'site',
  });
  const zones = TIME_ZONES.includes(context.settings.timeZone) ? TIME_ZONES : [context.settings.timeZone, ...TIME_ZONES];
  const locationsNode = unwrap(shape.locations as SchemaNode).inner._def.type as SchemaNode;
  return (
    <aside aria-labelledby={headingId} css={{ padding: theme.space.md, overflow: 'auto', background: theme.colors.background }}>
      <h2 id={headingId} css={panelHeading(theme)}>
        Site
      </h2>
      <FieldEnvContext.Provider value={env}>
        <form aria-label="Site settings" onSubmit={(event) => event.preventDefault()} css={{ display: 'grid', gap: theme.space.lg }}>
          <p css={mutedText(theme)}>Changes show in the preview at once; visitors see them when you publish.</p>
          <DesignFields design={context.design} />
          <fieldset css={{ border: 0, padding: 0, margin: 0, display: 'grid', gap: theme.space.sm }}>
            <legend css={{ fontWeight: 600, marginBottom: theme.space.xxs }}>Company</legend>
            <TextField path={['company', 'name']} label="Company name" value={context.company.name} kind="text" optional={false} />
            <TextField path={['company', 'phoneNumber']} label="Phone number" value={context.company.phoneNumber} kind="text" optional={false} />
            <TextField path={['company', 'email']} label="Email address" value={context.company.email} kind="text" optional empty={null} />
            <LogoField value={context.company.logoUrl} />
          </fieldset>
          <fieldset css={{ border: 0, padding: 0, margin: 0, display: 'grid', gap: theme.space.sm }}>
            <legend css={{ fontWeight: 600, marginBottom: theme.space.xxs }}>Header and footer</legend>
            <TextField path={['header', 'tagline']} label="Header tagline" value={context.header.tagline} kind="text" optional />
            <ObjectFields module={SITE} path={['footer']} schema={shape.footer as SchemaNode} value={context.footer as unknown as Record<string, unknown>} />
          </fieldset>
          <ListField
            module={SITE}
            path={['locations']}
            name="locations"
            itemSchema={locationsNode}
            items={(context.locations ?? []) as unknown as Record<string, unknown>[]}
            renderItem={(item) => <ObjectFields module={SITE} path={item.path} schema={item.schema} value={item.value} />}
          />
          <div css={[fieldStyles(theme), { margin: 0 }]}>
            <label htmlFor={`${headingId}-zone`} css={labelStyles(theme)}>
              Time zone of the home
            </label>
            <select
              id={`${headingId}-zone`}
              css={controlStyles(theme)}
              value={context.settings.timeZone}
              onChange={(event) => env.set(['settings', 'timeZone'], event.target.value)}
            >
              {zones.map((zone) => (
                <option key={zone} value={zone}>
                  {zone}
                </option>
              ))}
            </select>
          </div>
        </form>
      </FieldEnvContext.Provider>
      <div css={{ marginTop: theme.space.lg }}>
        <RedirectsSection />
      </div>
    </aside>
  );
}
