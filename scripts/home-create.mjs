#!/usr/bin/env node
// npm run home:create -- --host chapel.example.com --name "Oak Hill Chapel" --owner-email owner@example.com
//   [--owner-name "Ada Owner"] [--phone "(555) 123-4567"] [--origin http://chapel.example.com:3000]
// Creates a funeral home on the running deployment (its site, host, starter website, price list, planning
// form and settings) and mails its owner a link to choose a password and open /studio. Through the API,
// so it works the same on PGlite (whose one process owns the database) and PostgreSQL.
import { parseArgs } from 'node:util';
import { platformCall } from './platform-client.mjs';

const { values } = parseArgs({
  options: {
    host: { type: 'string' },
    name: { type: 'string' },
    'owner-email': { type: 'string' },
    'owner-name': { type: 'string' },
    phone: { type: 'string' },
    origin: { type: 'string' },
  },
});
if (!values.host || !values.name || !values['owner-email']) {
  console.error('Usage: npm run home:create -- --host <host> --name <name> --owner-email <email> [--owner-name <name>] [--phone <phone>] [--origin <url>]');
  process.exit(2);
}
try {
  const { home, ownerInvited } = await platformCall('POST', 'homes', {
    host: values.host,
    name: values.name,
    ownerEmail: values['owner-email'],
    ...(values['owner-name'] ? { ownerName: values['owner-name'] } : {}),
    ...(values.phone ? { phone: values.phone } : {}),
    ...(values.origin ? { publicOrigin: values.origin } : {}),
  });
  console.log(`Created ${home.name} (${home.id}) on ${home.hosts.join(', ')}.`);
  console.log(`Invitation to the studio mailed to ${ownerInvited} (in development: the outbox, /api/web/demo/outbox on that host).`);
} catch (error) {
  console.error(`Could not create the home: ${error.message}`);
  process.exit(1);
}
