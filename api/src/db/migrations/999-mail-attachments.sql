-- Issue 39 point 3 (ADR 114): a mail may carry files (the purchaser's copy of the signed statement, a PDF). SMTP
-- sends them; the outbox keeps each one's name, content type and size, never its bytes.
ALTER TABLE mail_outbox ADD COLUMN attachments jsonb NOT NULL DEFAULT '[]'::jsonb;
