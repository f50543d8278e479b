import { createSandboxServer } from './server';

// The sandbox payment provider's own process (`npm start` runs it beside the API; deploy/ as its own
// service). Its keys are shared with the API through the environment (tools/serve/src/start-all.mjs).
async function main(): Promise<void> {
  const port = Number(process.env.PAYMENTS_SANDBOX_PORT) || 3015;
  const host = process.env.HOST || '127.0.0.1';
  const secretKey = process.env.PAYMENTS_SANDBOX_SECRET_KEY;
  const webhookSecret = process.env.PAYMENTS_WEBHOOK_SECRET;
  if (!secretKey || !webhookSecret) throw new Error('Set PAYMENTS_SANDBOX_SECRET_KEY and PAYMENTS_WEBHOOK_SECRET (the API must know the same).');
  const app = await createSandboxServer({
    publicOrigin: process.env.PAYMENTS_SANDBOX_PUBLIC_URL || `http://localhost:${port}`,
    secretKey,
    webhookSecret,
    webhookUrl: process.env.PAYMENTS_WEBHOOK_URL || null,
    logger: true,
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void app.close().then(() => process.exit(0)));
  await app.listen({ port, host });
}

main().catch((error: unknown) => {
  console.error('The payment sandbox failed to start:', error);
  process.exit(1);
});
