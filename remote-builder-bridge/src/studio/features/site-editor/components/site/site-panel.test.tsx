import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { ModuleImage, RenderContext } from '@keepsake/shared/contract/website';
import { QueryProvider } from '@keepsake/shared/query';
import { ThemeProvider } from '@keepsake/shared/theme';
import { serveApi } from '../../../../testing/studio-api';
import { SitePanel } from './site-panel';

const CONTEXT = {
  design: {
    colorPrimary: '#2f4f4f',
    colorText: '#222222',
    colorBackground: '#ffffff',
    colorAccent: '#b08d57',
    fontHeading: 'Georgia',
    fontBody: 'Inter',
    buttonCorners: 'Rounded',
    secondaryButtonCorners: 'Square',
  },
  company: { name: 'Willowbrook', phoneNumber: '(555) 010-0100', email: null, logoUrl: '/api/assets/logo.svg' },
  navigation: [],
  pages: { '/': { id: 'home', title: 'Home', description: '', modules: [] } },
  settings: { defaultLayout: 'default', timeZone: 'America/New_York', allowedRedirectOrigins: [], builderOrigins: [] },
  header: { id: 'header' },
  footer: { id: 'footer', text: 'Family owned', links: [] },
  locations: [],
} as RenderContext;

function renderSite(upload?: (file: File) => Promise<ModuleImage>) {
  let latest = CONTEXT;
  // The editor's panel on its own (renderStudioAt does not fit: the panel gets the context from the editor);
  // every call it makes is answered with an empty list.
  serveApi(() => ({ body: [] }));
  function Harness() {
    const [context, setContext] = useState(CONTEXT);
    return (
      <SitePanel
        context={context}
        upload={upload}
        onChange={(key, value) =>
          setContext((c) => {
            latest = { ...c, [key]: value };
            return latest;
          })
        }
      />
    );
  }
  render(
    <QueryProvider>
      <ThemeProvider>
        <Harness />
      </ThemeProvider>
    </QueryProvider>,
  );
  return () => latest;
}

describe('the site panel', () => {
  it('changes the primary colour, and warns below WCAG AA contrast', async () => {
    const latest = renderSite();
    const primary = screen.getByRole('textbox', { name: 'Primary colour' });
    expect(screen.queryByText(/below the 4.5:1/)).toBeNull();
    await userEvent.clear(primary);
    await userEvent.type(primary, '#dddddd');
    expect(latest().design.colorPrimary).toBe('#dddddd');
    expect(screen.getByText(/Links and buttons in the primary colour on the background: contrast 1.\d\d:1/)).toBeInTheDocument();
    await userEvent.clear(primary);
    await userEvent.type(primary, 'blue');
    expect(primary).toHaveAttribute('aria-invalid', 'true');
    expect(latest().design.colorPrimary).toBe('#dddddd');
  });

  it('edits the company, the logo, the footer, the locations and the time zone', async () => {
    const latest = renderSite();
    const phone = screen.getByRole('textbox', { name: 'Phone number' });
    await userEvent.clear(phone);
    await userEvent.type(phone, '(555) 010-0199');
    expect(latest().company.phoneNumber).toBe('(555) 010-0199');
    await userEvent.clear(screen.getByRole('textbox', { name: 'Company name' }));
    expect(screen.getByRole('textbox', { name: 'Company name' })).toHaveAttribute('aria-invalid', 'true');
    expect(latest().company.name).toBe('Willowbrook');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Logo (also the page icon)' }), 'No logo');
    expect(latest().company.logoUrl).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Add footer link' }));
    expect(latest().footer.links).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Add location' }));
    const location = screen.getByRole('group', { name: 'Location 1' });
    const name = within(location).getByRole('textbox', { name: 'Name' });
    await userEvent.clear(name);
    await userEvent.type(name, 'Riverside chapel');
    expect(latest().locations[0]).toMatchObject({ name: 'Riverside chapel', address: { city: 'Springfield' } });

    const zone = screen.getByRole('combobox', { name: 'Time zone of the home' });
    await userEvent.selectOptions(
      zone,
      within(zone)
        .getAllByRole('option')
        .find((o) => o.textContent === 'America/Chicago') ?? 'America/New_York',
    );
    expect(latest().settings.timeZone).toMatch(/^America\//);
  });

  it('uploads a new logo through the image pipeline', async () => {
    const upload = jest.fn(async () => ({ id: 'site-image-2', src: '/api/media/site-willowbrook/0/logo-1600.webp', alt: '', width: 400, height: 120 }));
    const latest = renderSite(upload);
    await userEvent.upload(screen.getByLabelText('Upload a logo'), new File([new Uint8Array([1])], 'logo.png', { type: 'image/png' }));
    expect(upload).toHaveBeenCalled();
    expect(latest().company.logoUrl).toBe('/api/media/site-willowbrook/0/logo-1600.webp');
  });
});
