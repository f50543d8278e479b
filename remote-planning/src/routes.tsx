import { Route, Routes } from 'react-router-dom';
import { PlanNowPage } from './features/start/components/plan-now-page';

/** The plan-now wizard's route tree (exposed as ./routes), mounted at /plan-now. */
export default function PlanningRoutes() {
  return (
    <Routes>
      <Route index element={<PlanNowPage />} />
    </Routes>
  );
}
