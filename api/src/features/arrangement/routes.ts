import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { AuthService } from '../auth/service';
import { catalogueRoutes } from './catalogue-routes';
import { contractRevisionRoutes, openContractRevisionRoutes } from './contract-revision-routes';
import { conferenceRoutes } from './conference-routes';
import { contractRoutes } from './contract-routes';
import { gplRoutes } from './gpl-routes';
import { inPersonSigningRoutes } from './in-person-signing-routes';
import { lineRoutes } from './line-routes';
import { packageRoutes } from './package-routes';
import { reviewRoutes } from './review-routes';
import { signingRoutes } from './signing-routes';
import { caseStatementRoutes, statementByQueryRoutes } from './statement-routes';

const BASE = '/api/family/arrangements';
const CASE = `${BASE}/:caseId`;

/**
 * The arrangements feature (SPEC §4, §7): one plugin per resource, each with its prefix (ADR 082). A case's
 * routes carry the case scope; the catalogue and price list need only a signed-in account of this site.
 */
export async function arrangementRoutes(app: FastifyInstance, deps: { db: Db; authService: AuthService }) {
  await app.register(catalogueRoutes, { prefix: BASE, ...deps });
  await app.register(statementByQueryRoutes, { prefix: BASE, ...deps });
  await app.register(gplRoutes, { prefix: '/api/family/company/gpl', ...deps });
  await app.register(reviewRoutes, { prefix: CASE, ...deps });
  await app.register(packageRoutes, { prefix: CASE, ...deps });
  await app.register(lineRoutes, { prefix: CASE, ...deps });
  await app.register(signingRoutes, { prefix: CASE, ...deps });
  // Issue 25's contract calls: the signer, a staff price, the countersignature.
  await app.register(contractRoutes, { prefix: CASE, ...deps });
  await app.register(contractRevisionRoutes, { prefix: CASE, ...deps });
  await app.register(openContractRevisionRoutes, { prefix: CASE, ...deps });
  // Issue 39: the arrangement conference's own calls (the whole price list, discounts), staff only.
  await app.register(conferenceRoutes, { prefix: CASE, ...deps });
  await app.register(inPersonSigningRoutes, { prefix: CASE, ...deps });
  await app.register(caseStatementRoutes, { prefix: '/api/family/cases/:caseId', ...deps });
}
