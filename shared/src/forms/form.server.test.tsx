/**
 * @jest-environment node
 */
import { renderToString } from 'react-dom/server';
import { z } from 'zod';
import { Form, useZodForm } from './index';

function Served({ takenWithoutScript }: { takenWithoutScript?: boolean }) {
  const form = useZodForm({ schema: z.object({ name: z.string() }), defaultValues: { name: '' } });
  return (
    <Form id="served" form={form} onSubmit={() => undefined} method="post" takenWithoutScript={takenWithoutScript}>
      <input aria-label="Name" {...form.register('name')} />
      <button type="submit">Send</button>
    </Form>
  );
}

describe('Form in the server’s HTML', () => {
  it('serves its controls disabled until the page hydrates, in a group that takes no box and no role', () => {
    const html = renderToString(<Served />);
    expect(html).toContain('<fieldset role="none" disabled="" style="display:contents">');
    expect(html).toMatch(/<fieldset[^>]*>.*<button type="submit">Send<\/button><\/fieldset><\/form>$/);
  });

  it('leaves a form the server takes as plain HTML enabled; method post alone is not that', () => {
    expect(renderToString(<Served takenWithoutScript />)).toContain('<fieldset role="none" style="display:contents">');
    expect(renderToString(<Served />)).toContain('<fieldset role="none" disabled=""');
  });
});
