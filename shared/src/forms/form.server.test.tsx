/**
 * @jest-environment node
 */
import { renderToString } from 'react-dom/server';
import { z } from 'zod';
import { Form, useZodForm } from './index';

function Served({ method }: { method?: string }) {
  const form = useZodForm({ schema: z.object({ name: z.string() }), defaultValues: { name: '' } });
  return (
    <Form id="served" form={form} onSubmit={() => undefined} method={method}>
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

  it('leaves a real HTML form (method post, which the server takes without script) enabled', () => {
    expect(renderToString(<Served method="post" />)).toContain('<fieldset role="none" style="display:contents">');
  });
});
