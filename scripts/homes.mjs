#!/usr/bin/env node
// The platform operator's list: npm run homes (host, name, created, active);
// npm run homes -- suspend <id> | resume <id>. A suspended home's host answers a "paused" page.
import { platformCall } from './platform-client.mjs';

const [action, id] = process.argv.slice(2);
try {
  if (action === 'suspend' || action === 'resume') {
    if (!id) throw new Error(`Usage: npm run homes -- ${action} <home id>`);
    const home = await platformCall('POST', `homes/${encodeURIComponent(id)}/${action}`);
    console.log(`${home.name} is ${home.active ? 'active' : 'suspended'}.`);
  } else if (!action || action === 'list') {
    const { homes } = await platformCall('GET', 'homes');
    console.table(
      homes.map((home) => ({ id: home.id, host: home.hosts.join(' '), name: home.name, created: home.createdAt.slice(0, 10), active: home.active })),
    );
  } else {
    throw new Error('Usage: npm run homes [-- list | suspend <id> | resume <id>]');
  }
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
