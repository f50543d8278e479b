import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { AuthService } from '../auth/service';
import { registerCaseDetailRoutes } from '../case-details/routes';
import { registerInvitationRoutes } from '../invitations/routes';
import { createMailer, type MailConfig, type Mailer } from '../mail/mailer';
import { registerOutboxRoutes } from '../mail/routes';
import { registerPasswordResetRoutes } from '../password-reset/routes';
import { registerTaskRoutes } from '../tasks/routes';
import { registerFamilyCaseRoutes } from './routes';

// Everything the Family Portal (issue 10) adds, in one call so server.ts changes by one line.
export function registerFamilyPortal(
  app: FastifyInstance,
  { db, authService, mail = {}, mailer = createMailer(db, mail) }: { db: Db; authService: AuthService; mail?: MailConfig; mailer?: Mailer },
) {
  registerFamilyCaseRoutes(app, { db, authService });
  registerTaskRoutes(app, { db, authService });
  registerCaseDetailRoutes(app, { db, authService });
  registerInvitationRoutes(app, { db, authService, mailer });
  registerPasswordResetRoutes(app, { db, mailer });
  if (mail.outboxPage) registerOutboxRoutes(app, { db, authService });
}
