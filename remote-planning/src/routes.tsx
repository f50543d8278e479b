import { Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { NotFound } from '@keepsake/shared/page-error';
import { QueryProvider } from '@keepsake/shared/query';
import { ReviewPage, StepPage, ThankYouPage } from './features/wizard/components/form-pages';
import { RequireSections } from './features/wizard/components/require-sections';
import { StartPage } from './features/wizard/components/start-page';

function LoadingStep() {
  return (
    <div role="status" aria-live="polite" aria-busy="true" css={{ minHeight: '60vh' }}>
      <span className="visually-hidden">Loading your plan…</span>
    </div>
  );
}

/** The plan-now wizard's route tree (exposed as ./routes), mounted at /plan-now. Step, review and thank-you pages load on demand. */
export default function PlanningRoutes() {
  return (
    <QueryProvider>
      <Suspense fallback={<LoadingStep />}>
        <Routes>
          <Route index element={<StartPage />} />
          <Route
            path="step/:urlKey"
            element={
              <RequireSections>
                <StepPage />
              </RequireSections>
            }
          />
          <Route
            path="review"
            element={
              <RequireSections>
                <ReviewPage />
              </RequireSections>
            }
          />
          <Route path="thank-you" element={<ThankYouPage />} />
          <Route path="*" element={<NotFound />} />
        </Routes>
      </Suspense>
    </QueryProvider>
  );
}
