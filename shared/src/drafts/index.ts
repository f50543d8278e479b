// Form drafts in sessionStorage, without the form stack (react-hook-form, zod): a page can read and keep a
// draft before any form loads. `@keepsake/shared/forms` re-exports them.
export { readDraft, writeDraft, clearDraft, type DraftOptions } from './draft-storage';
