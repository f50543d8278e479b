import { Route, Routes } from 'react-router-dom';
import { NotFound } from '@keepsake/shared/page-error';
import { QueryProvider } from '@keepsake/shared/query';
import { RequireSections } from './features/wizard/components/require-sections';
import { ReviewPage } from './features/wizard/components/review-page';
import { StartPage } from './features/wizard/components/start-page';
import { StepPage } from './features/wizard/components/step-page';
import { ThankYouPage } from './features/wizard/components/thank-you-page';

/** The plan-now wizard's route tree (exposed as ./routes), mounted at /plan-now. */
export default function PlanningRoutes() {
  return (
    <QueryProvider>
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
    </QueryProvider>
  );
}
