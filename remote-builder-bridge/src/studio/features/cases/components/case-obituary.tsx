import { useState } from 'react';
import { messageOf } from '@keepsake/shared/api-client';
import { useMutation, useQuery } from '@keepsake/shared/query';
import { useTheme } from '@keepsake/shared/theme';
import { Button } from '@keepsake/shared/ui';
import { obituaryQuery, setObituaryPublished } from '../api/cases';
import { linkStyles } from '../../../components/desk-styles';

/** The case's public obituary: the family's text status, and publish or unpublish it. */
export function CaseObituary({ caseId }: { caseId: number }) {
  const theme = useTheme();
  const { data } = useQuery(obituaryQuery(caseId));
  const [problem, setProblem] = useState<string | null>(null);
  const toggle = useMutation({
    mutationFn: (published: boolean) => setObituaryPublished(caseId, published),
    onMutate: () => setProblem(null),
    meta: { changes: [['case', caseId]] },
    onError: (error) => setProblem(messageOf(error, 'That did not work just now. Please try again.')),
  });

  return (
    <section aria-labelledby="case-obituary-heading">
      <h3 id="case-obituary-heading">Obituary</h3>
      {data ? (
        <div css={{ display: 'grid', gap: theme.space.xs, justifyItems: 'start' }}>
          <p css={{ margin: 0 }}>
            {data.textStatus === 'APPROVED' ? 'The family approved the text.' : 'The family has not approved the text yet.'}{' '}
            {data.published ? 'Visitors see it on the website.' : 'It is not on the website.'}
          </p>
          {data.publicPath && data.published ? (
            <a href={data.publicPath} css={linkStyles(theme)}>
              See the public obituary
            </a>
          ) : null}
          <Button displayType="SECONDARY" disabled={toggle.isPending} onClick={() => toggle.mutate(!data.published)}>
            {data.published ? 'Unpublish obituary' : 'Publish obituary'}
          </Button>
          {problem ? <p role="alert">{problem}</p> : null}
        </div>
      ) : null}
    </section>
  );
}
