import { lazyNamed } from '@keepsake/shared/ui';
import { loadThankYouPage } from './load-thank-you-page';

// The step and review pages carry the form stack (react-hook-form, zod, the contract's schemas, the forms
// layer): they load when a step opens, not with the start page.
const loadStepPage = () => import('./step-page');
const loadReviewPage = () => import('./review-page');

export const StepPage = lazyNamed(loadStepPage, 'StepPage');
export const ReviewPage = lazyNamed(loadReviewPage, 'ReviewPage');
export const ThankYouPage = lazyNamed(loadThankYouPage, 'ThankYouPage');

/**
 * Fetch the step page as soon as the visitor shows intent (a plan type chosen, a plan to continue), so Begin
 * rarely waits for it; not on idle, which would load it on every visit to the start page.
 */
export function preloadStepPage(): void {
  void loadStepPage().catch(() => undefined);
}
