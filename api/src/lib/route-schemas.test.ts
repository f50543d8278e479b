import Fastify from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { numericIdSchema } from '@keepsake/shared/contract';
import { registerErrorHandling } from '../plugins/errors';
import { named, serializerCompiler, validatorCompiler } from './route-schemas';

// A route that declares its schemas answers bad input exactly as the hand calls to validate() did: the
// clients (and SPEC §2, §5) rely on these bodies.
async function appWithRoute(answer: unknown = { id: 1 }) {
  const app = Fastify();
  registerErrorHandling(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.withTypeProvider<ZodTypeProvider>().post(
    '/things/:thingId',
    {
      schema: {
        params: named(z.object({ thingId: numericIdSchema }), 'thing address'),
        querystring: named(z.object({ size: z.coerce.number().int().max(50).default(20) }), 'page'),
        body: named(z.object({ name: z.string().min(1) }).strict(), 'thing'),
        response: { 200: z.object({ id: z.number() }) },
      },
    },
    async (request) => {
      // Typed and parsed: thingId is a number here.
      expect(typeof request.params.thingId).toBe('number');
      return answer as { id: number };
    },
  );
  await app.ready();
  return app;
}

describe('route schemas', () => {
  it('hands the handler parsed values and sends the declared answer', async () => {
    const app = await appWithRoute();
    const response = await app.inject({ method: 'POST', url: '/things/7', payload: { name: 'Rosa' } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id: 1 });
  });

  it('answers params that name nothing with a 404 in the address words', async () => {
    const app = await appWithRoute();
    const response = await app.inject({ method: 'POST', url: '/things/0x1', payload: { name: 'Rosa' } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ statusCode: 404, message: 'Nothing exists at this thing address.' });
  });

  it('answers a bad query or body with a 400 naming each field with its message', async () => {
    const app = await appWithRoute();
    const query = await app.inject({ method: 'POST', url: '/things/7?size=500', payload: { name: 'Rosa' } });
    expect(query.statusCode).toBe(400);
    expect(query.json().message).toMatch(/^Please check the page: size \(/);
    const body = await app.inject({ method: 'POST', url: '/things/7', payload: { name: '' } });
    expect(body.statusCode).toBe(400);
    expect(body.json()).toMatchObject({ message: 'Please check the thing: name (This field is required).', fieldErrors: { name: 'This field is required' } });
  });

  it('treats an answer that breaks the contract as our bug: a 500, never the wrong data', async () => {
    const app = await appWithRoute({ id: 'not a number', secret: 'x' });
    const response = await app.inject({ method: 'POST', url: '/things/7', payload: { name: 'Rosa' } });
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('secret');
  });
});
