import type { MemorialTheme } from '@keepsake/shared/contract/case';
import { useMutation, useQuery, useQueryClient } from '@keepsake/shared/query';
import { fontSizes, useTheme } from '@keepsake/shared/theme';
import { Button, toast } from '@keepsake/shared/ui';
import { familyKeys } from '../../../api/family-keys';
import { mediaQuery } from '../../../api/get-media';
import { cardStyle } from '../../../components/section';
import { messageOf } from '@keepsake/shared/api-client';
import type { TaskPageProps } from '../../../lib/task-pages';
import { chooseTheme } from '../api/choose-theme';
import { memorialThemeQuery } from '../api/get-memorial-theme';
import { stockThemesQuery } from '../api/get-stock-themes';

/** Stock themes and the family's own photos, each previewed as the public page's banner. */
export function SelectTheme({ caseDetail }: TaskPageProps) {
  const theme = useTheme();
  const queryClient = useQueryClient();
  const stock = useQuery(stockThemesQuery());
  const current = useQuery(memorialThemeQuery(caseDetail.id));
  const photos = useQuery(mediaQuery(caseDetail.id, 'photos'));
  const choose = useMutation({
    mutationFn: (id: string) => chooseTheme(caseDetail.id, id),
    // Choosing is the theme task done (issue 43.6): the case's change refreshes its tasks here and on the case home.
    meta: { changes: [['case', caseDetail.id]] },
    onSuccess: (result) => {
      queryClient.setQueryData(familyKeys.theme(caseDetail.id), result);
      toast.success({ title: `The memorial page now wears “${result.theme.name}”` });
    },
    onError: (error) => toast.error({ title: 'The theme was not changed', description: messageOf(error) }),
  });
  const chosen = current.data?.theme?.id;
  const own: MemorialTheme[] = (photos.data?.items ?? [])
    .filter((photo) => photo.url.startsWith('/api/'))
    .map((photo) => ({ id: String(photo.id), name: photo.caption || photo.fileName, imageUrl: photo.url, scrim: 0.6, accent: '#f5e6c8' }));
  const card = (item: MemorialTheme, value: string) => {
    const selected = chosen === value || chosen === `media-${value}`;
    return (
      <li
        key={value}
        css={{ ...cardStyle(theme), display: 'grid', gap: theme.space.sm, outline: selected ? `3px solid ${theme.colors.palette.primary.onPage}` : 'none' }}
      >
        <ThemePreview item={item} name={caseDetail.fullName} />
        <strong>{item.name}</strong>
        <Button size="sm" displayType={selected ? 'PRIMARY' : 'SECONDARY'} aria-pressed={selected} onClick={() => choose.mutate(value)}>
          {selected ? 'Chosen' : `Choose ${item.name}`}
        </Button>
      </li>
    );
  };
  const grid = { listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: theme.space.md, gridTemplateColumns: 'repeat(auto-fill, minmax(15rem, 1fr))' };
  return (
    <div css={{ marginTop: theme.space.lg, display: 'grid', gap: theme.space.lg }}>
      {stock.error ? <p role="alert">{messageOf(stock.error)}</p> : null}
      <section aria-labelledby="stock-themes">
        <h2 id="stock-themes" css={{ fontSize: fontSizes.xl }}>
          Our themes
        </h2>
        <ul css={grid}>{(stock.data?.items ?? []).map((item) => card(item, item.id))}</ul>
      </section>
      <section aria-labelledby="own-themes">
        <h2 id="own-themes" css={{ fontSize: fontSizes.xl }}>
          From your photos
        </h2>
        {own.length === 0 ? <p>Upload photos to use one of them as the theme.</p> : <ul css={grid}>{own.map((item) => card(item, item.id))}</ul>}
      </section>
    </div>
  );
}

// White text over the picture under a dark scrim: contrast stays at WCAG AA whatever the picture is.
export function ThemePreview({ item, name }: { item: MemorialTheme; name: string }) {
  return (
    <div
      css={{
        position: 'relative',
        aspectRatio: '16 / 7',
        backgroundImage: `linear-gradient(rgba(0,0,0,${item.scrim}), rgba(0,0,0,${item.scrim})), url("${item.imageUrl}")`,
        backgroundSize: 'cover',
        backgroundPosition: 'center',
        backgroundColor: '#222',
        color: '#fff',
        display: 'flex',
        alignItems: 'flex-end',
        padding: '0.75rem',
        borderRadius: 4,
      }}
    >
      <span css={{ fontFamily: 'Georgia, serif', fontSize: fontSizes.lg, borderBottom: `2px solid ${item.accent}` }}>{name}</span>
    </div>
  );
}
