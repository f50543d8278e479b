import { Link } from 'react-router-dom';
import { useQuery } from '@keepsake/shared/query';
import { useTheme } from '@keepsake/shared/theme';
import { obituaryDraftQuery } from '../../../api/get-obituary-draft';
import { Section } from '../../../components/section';

/**
 * The public memorial from the case home (issue 24 §6), once visitors can see it: before that the page
 * exists only for the funeral home (services added early), and a link would lead the family to a 404.
 */
export function MemorialLink({ caseId }: { caseId: number }) {
  const theme = useTheme();
  const { data } = useQuery(obituaryDraftQuery(caseId));
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
