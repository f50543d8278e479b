import { z } from 'zod';
import { caseEventSchema, caseIdSchema } from './family';

// The keepsake (issue 29): the whole memorial in one archive and a printable book, made in the background.

export const KEEPSAKE_LINK_DAYS = 7;
export const KEEPSAKE_FILES = ['archive', 'book-a4', 'book-letter'] as const;
export const keepsakeFileSchema = z.enum(KEEPSAKE_FILES);
export type KeepsakeFile = z.infer<typeof keepsakeFileSchema>;

export const jobStatusSchema = z.enum(['QUEUED', 'RUNNING', 'DONE', 'FAILED']);
export type JobStatus = z.infer<typeof jobStatusSchema>;

export const keepsakeDownloadSchema = z.object({
  file: keepsakeFileSchema,
  fileName: z.string(),
  bytes: z.number().int().nonnegative(),
  url: z.string(),
});
export type KeepsakeDownload = z.infer<typeof keepsakeDownloadSchema>;

export const keepsakeJobSchema = z.object({
  id: z.number().int(),
  caseId: z.number().int(),
  status: jobStatusSchema,
  progress: z.number().int().min(0).max(100),
  step: z.string(),
  error: z.string().nullable(),
  attempts: z.number().int(),
  requestedAt: z.string(),
  finishedAt: z.string().nullable(),
  // Downloads are offered until then (KEEPSAKE_LINK_DAYS after it was made).
  expiresAt: z.string().nullable(),
  downloads: z.array(keepsakeDownloadSchema),
});
export type KeepsakeJob = z.infer<typeof keepsakeJobSchema>;

// GET /api/family/cases/:caseId/keepsake — the newest keepsake of the case, or null before the first ask.
export const keepsakeStateSchema = z.object({ job: keepsakeJobSchema.nullable() });
export type KeepsakeState = z.infer<typeof keepsakeStateSchema>;

// The staff jobs view: every keepsake of the home, newest first.
export const staffKeepsakeJobSchema = keepsakeJobSchema.extend({ caseName: z.string() });
export type StaffKeepsakeJob = z.infer<typeof staffKeepsakeJobSchema>;
export const staffKeepsakeJobsSchema = z.object({ jobs: z.array(staffKeepsakeJobSchema) });

export const keepsakeParamsSchema = z.object({ caseId: caseIdSchema }).strict();
export const keepsakeFileParamsSchema = z.object({ caseId: caseIdSchema, jobId: caseIdSchema, file: keepsakeFileSchema }).strict();
export const keepsakeJobParamsSchema = z.object({ jobId: caseIdSchema }).strict();

export const keepsakePath = (caseId: number) => `/api/family/cases/${caseId}/keepsake`;
export const keepsakeFilePath = (caseId: number, jobId: number, file: KeepsakeFile) => `/api/family/cases/${caseId}/keepsake/${jobId}/${file}`;
export const STAFF_KEEPSAKE_JOBS_PATH = '/api/family/keepsake-jobs';
export const staffKeepsakeRetryPath = (jobId: number) => `/api/family/keepsake-jobs/${jobId}/retry`;

// The mailed link's online view of a keepsake (issue 43.4): what the archive holds, as it was made, for a
// phone that cannot unzip. The link's token is the only key; nothing here names the family's accounts.
export const KEEPSAKE_VIEW_TOKEN = /^[A-Za-z0-9_-]{32}$/;
export const keepsakeViewParamsSchema = z.object({ token: z.string().regex(KEEPSAKE_VIEW_TOKEN, 'This is not a keepsake link.') }).strict();
export const keepsakeViewFileParamsSchema = keepsakeViewParamsSchema.extend({ file: keepsakeFileSchema }).strict();

export const keepsakeViewSchema = z.object({
  fullName: z.string(),
  birthDate: z.string().nullable(),
  deathDate: z.string().nullable(),
  siteName: z.string(),
  timeZone: z.string(),
  portrait: z.object({ url: z.string(), alt: z.string() }).nullable(),
  obituaryText: z.string().nullable(),
  photos: z.array(z.object({ url: z.string(), originalUrl: z.string(), caption: z.string(), alt: z.string() })),
  music: z.array(z.object({ url: z.string(), title: z.string() })),
  memories: z.array(
    z.object({ authorName: z.string(), relationship: z.string().nullable(), createdAt: z.string(), text: z.string(), photoUrl: z.string().nullable() }),
  ),
  events: z.array(caseEventSchema),
  madeAt: z.string(),
  // The link, and every download on the page, work until then.
  expiresAt: z.string(),
  downloads: z.array(keepsakeDownloadSchema),
});
export type KeepsakeView = z.infer<typeof keepsakeViewSchema>;
