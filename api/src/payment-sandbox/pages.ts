// The sandbox's own pages: the hosted card fields and the 3-D Secure challenge. Plain HTML and one script
// each, all from the sandbox's origin (its CSP allows nothing else). The card number is typed here and goes
// only to this origin's /v1/tokens; the page that frames it gets a token, posted to exactly its origin.

const escape = (value: string) => value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

export const FIELDS_CSS = `
*{box-sizing:border-box}
html,body{margin:0;padding:0;background:transparent;font:16px/1.5 system-ui,-apple-system,"Segoe UI",sans-serif;color:#1e2421}
form{display:grid;gap:0 16px;grid-template-columns:1fr 1fr;padding:2px}
.field{grid-column:1/-1;margin-bottom:12px}
.half{grid-column:auto}
label{display:block;font-weight:600;margin-bottom:4px}
input{width:100%;padding:10px 12px;border:1px solid #5c6661;border-radius:6px;font:inherit;color:inherit;background:#fff}
input:focus{outline:3px solid #1d5c8c;outline-offset:1px}
input[aria-invalid=true]{border-color:#a4262c;border-width:2px}
.error{margin:4px 0 0;color:#a4262c;font-size:.9rem}
.error[hidden]{display:none}
main{padding:16px;max-width:32rem}
h1{font-size:1.3rem;margin:0 0 8px}
button{font:inherit;padding:10px 18px;border-radius:6px;border:2px solid #1d5c8c;background:#1d5c8c;color:#fff;cursor:pointer;margin:8px 8px 0 0}
button.secondary{background:#fff;color:#1d5c8c}
button:focus{outline:3px solid #1e2421;outline-offset:2px}
`;

const field = (id: string, label: string, attrs: string, half = false) =>
  `<div class="field${half ? ' half' : ''}"><label for="${id}">${label}</label><input id="${id}" name="${id}" aria-describedby="${id}-error" aria-required="true" ${attrs}><p id="${id}-error" class="error" hidden></p></div>`;

export const FIELDS_HTML = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Card details</title><link rel="stylesheet" href="/fields.css"></head>
<body><form id="card" novalidate>
${field('name', 'Name on card', 'autocomplete="cc-name" maxlength="80"')}
${field('number', 'Card number', 'autocomplete="cc-number" inputmode="numeric" data-mask="#### #### #### ####"')}
${field('expiry', 'Expiry (MM/YY)', 'autocomplete="cc-exp" inputmode="numeric" data-mask="##/##"', true)}
${field('cvc', 'Security code', 'autocomplete="cc-csc" inputmode="numeric" data-mask="####"', true)}
<button type="submit" hidden tabindex="-1">Pay</button>
</form><script src="/fields.js"></script></body></html>
`;

// The SPEC's masks (# a digit) and messages, in the browser; the server checks the same rules (core.ts).
export const FIELDS_JS = `(() => {
  'use strict';
  let parentOrigin;
  try { parentOrigin = new URL(new URLSearchParams(location.search).get('parent') || '').origin; } catch { return; }
  if (!/^https?:$/.test(new URL(parentOrigin).protocol)) return;
  const post = (message) => window.parent.postMessage(Object.assign({ source: 'keepsake-sandbox' }, message), parentOrigin);
  const form = document.getElementById('card');
  const inputs = {};
  for (const key of ['name', 'number', 'expiry', 'cvc']) inputs[key] = document.getElementById(key);
  const MESSAGES = { required: 'This field is required', format: 'Please enter a valid format', expired: 'This card has expired' };
  const applyMask = (value, mask) => {
    const digits = value.replace(/\\D/g, '');
    let out = '';
    let i = 0;
    for (const ch of mask) {
      if (i >= digits.length) break;
      if (ch === '#') { out += digits[i]; i += 1; } else out += ch;
    }
    return out;
  };
  for (const input of Object.values(inputs)) {
    const mask = input.dataset.mask;
    if (mask) input.addEventListener('input', () => { input.value = applyMask(input.value, mask); });
    input.addEventListener('input', () => show(input.name, null));
  }
  const luhn = (digits) => {
    let sum = 0;
    for (let i = 0; i < digits.length; i += 1) {
      let d = Number(digits[digits.length - 1 - i]);
      if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
      sum += d;
    }
    return digits.length > 0 && sum % 10 === 0;
  };
  function show(name, message) {
    const input = inputs[name];
    const error = document.getElementById(name + '-error');
    error.textContent = message || '';
    error.hidden = !message;
    if (message) input.setAttribute('aria-invalid', 'true'); else input.removeAttribute('aria-invalid');
    resize();
  }
  function check() {
    const errors = {};
    const name = inputs.name.value.trim();
    const number = inputs.number.value.replace(/[\\s-]/g, '');
    const expiry = inputs.expiry.value.trim();
    const cvc = inputs.cvc.value.trim();
    if (!name) errors.name = MESSAGES.required;
    if (!number) errors.number = MESSAGES.required;
    else if (!/^\\d{13,19}$/.test(number) || !luhn(number)) errors.number = MESSAGES.format;
    if (!expiry) errors.expiry = MESSAGES.required;
    else if (!/^(0[1-9]|1[0-2])\\/\\d{2}$/.test(expiry)) errors.expiry = MESSAGES.format;
    else {
      const [m, y] = expiry.split('/').map(Number);
      const now = new Date();
      if (2000 + y < now.getFullYear() || (2000 + y === now.getFullYear() && m < now.getMonth() + 1)) errors.expiry = MESSAGES.expired;
    }
    if (!cvc) errors.cvc = MESSAGES.required;
    else if (!/^\\d{3,4}$/.test(cvc)) errors.cvc = MESSAGES.format;
    return errors;
  }
  function showAll(errors) {
    for (const name of Object.keys(inputs)) show(name, errors[name] || null);
    const first = Object.keys(inputs).find((name) => errors[name]);
    if (first) inputs[first].focus();
    return Boolean(first);
  }
  async function tokenize() {
    if (showAll(check())) return post({ type: 'invalid' });
    try {
      const response = await fetch('/v1/tokens', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: inputs.name.value, number: inputs.number.value, expiry: inputs.expiry.value, cvc: inputs.cvc.value }),
      });
      const answer = await response.json();
      if (!response.ok) {
        showAll((answer.error && answer.error.fields) || {});
        return post({ type: 'invalid' });
      }
      post({ type: 'token', token: answer.token, brand: answer.brand, last4: answer.last4 });
    } catch {
      post({ type: 'error' });
    }
  }
  function resize() { post({ type: 'resize', height: document.documentElement.scrollHeight }); }
  window.addEventListener('message', (event) => {
    if (event.origin !== parentOrigin || event.source !== window.parent || !event.data) return;
    if (event.data.type === 'tokenize') tokenize();
    if (event.data.type === 'clear-number') { inputs.number.value = ''; }
  });
  form.addEventListener('submit', (event) => { event.preventDefault(); post({ type: 'submit' }); });
  new ResizeObserver(resize).observe(document.body);
  post({ type: 'ready' });
})();
`;

export function challengeHtml(payment: { id: string; amountCents: number; description: string }) {
  const amount = `$${(payment.amountCents / 100).toFixed(2)}`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Confirm your payment</title><link rel="stylesheet" href="/fields.css"></head>
<body><main data-payment="${escape(payment.id)}">
<h1>Confirm your payment</h1>
<p>Your bank asks you to confirm a payment of <strong>${amount}</strong> for ${escape(payment.description)}.</p>
<p>This is the payment sandbox's 3-D Secure test page: no bank is asked.</p>
<button type="button" id="confirm">Confirm payment</button><button type="button" id="cancel" class="secondary">Cancel payment</button>
</main><script src="/challenge.js"></script></body></html>
`;
}

export const CHALLENGE_JS = `(() => {
  'use strict';
  let parentOrigin;
  try { parentOrigin = new URL(new URLSearchParams(location.search).get('parent') || '').origin; } catch { return; }
  const paymentId = document.querySelector('main').dataset.payment;
  const finish = async (confirmed) => {
    for (const button of document.querySelectorAll('button')) button.disabled = true;
    const response = await fetch('/challenge/' + encodeURIComponent(paymentId) + '/complete', {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ confirmed }),
    });
    const answer = await response.json();
    window.parent.postMessage({ source: 'keepsake-sandbox', type: 'challenge-complete', status: answer.status }, parentOrigin);
  };
  document.getElementById('confirm').addEventListener('click', () => finish(true));
  document.getElementById('cancel').addEventListener('click', () => finish(false));
  document.getElementById('confirm').focus();
})();
`;
