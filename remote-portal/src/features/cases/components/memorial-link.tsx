import { Link } from 'react-router-dom';
import type { CaseObituary } from '@keepsake/shared/contract/case';
import { useTheme } from '@keepsake/shared/theme';
import { Section } from '../../../components/section';

/**
 * The public memorial from the case home (issue 24 §6), once visitors can see it: before that the page
 * exists only for the funeral home (services added early), and a link would lead the family to a 404.
 * The case home loads the draft with its other data and draws once (issue 44), so the section never
 * appears later and pushes the sections under it down.
 */
export function MemorialLink({ data }: { data: Pick<CaseObituary, 'published' | 'publicPath'> | undefined }) {
  const theme = useTheme();
  if (!data?.published || !data.publicPath) return null;
  return (
    <Section title="The memorial">
      <p>The public memorial page is on the funeral home’s website for family and friends to visit and share.</p>
      <Link to={data.publicPath} css={{ color: theme.colors.palette.primary.onPage, fontWeight: 600 }}>
        See the public memorial
      </Link>
    </Section>
  );
}
