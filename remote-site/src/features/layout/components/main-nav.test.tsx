import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithSite } from '../../../testing/render-with-site';
import { siteFixture } from '../../../testing/site-fixture';
import { MainNav } from './main-nav';

const site = siteFixture();
const nav = () => screen.getByRole('navigation', { name: 'Main' });
// jsdom applies no media queries: the list is in its phone state, folded behind the Menu button.
const openMenu = (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole('button', { name: 'Menu' }));

describe('MainNav', () => {
  it('lists the header entries and leaves out hiddenHeader ones such as Plan Now', async () => {
    const user = userEvent.setup();
    renderWithSite(<MainNav navigation={site.navigation} />);
    await openMenu(user);
    expect(within(nav()).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(nav()).getByRole('link', { name: 'About' })).toHaveAttribute('href', '/about');
    expect(within(nav()).queryByRole('link', { name: 'Plan Now' })).not.toBeInTheDocument();
    expect(within(nav()).queryByText('Plan Now')).not.toBeInTheDocument();
  });

  it('renders an empty node as a group label that opens its children, never as a link', async () => {
    const user = userEvent.setup();
    renderWithSite(<MainNav navigation={site.navigation} />);
    await openMenu(user);
    expect(within(nav()).queryByRole('link', { name: 'Resources' })).not.toBeInTheDocument();
    const resources = within(nav()).getByRole('button', { name: 'Resources' });
    expect(resources).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Blog' })).not.toBeInTheDocument();
    await user.click(resources);
    expect(resources).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/blog');
  });

  it('opens one submenu at a time by keyboard, and Escape closes it and returns focus to its button', async () => {
    const user = userEvent.setup();
    renderWithSite(<MainNav navigation={site.navigation} />);
    await openMenu(user);
    const about = screen.getByRole('button', { name: 'About pages' });
    about.focus();
    await user.keyboard('{Enter}');
    expect(about).toHaveAttribute('aria-expanded', 'true');
    await user.tab();
    expect(screen.getByRole('link', { name: 'Our Staff' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(about).toHaveAttribute('aria-expanded', 'false');
    expect(about).toHaveFocus();
    await user.keyboard(' ');
    await user.click(screen.getByRole('button', { name: 'Resources' }));
    expect(about).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on a click outside and when a link is followed', async () => {
    const user = userEvent.setup();
    renderWithSite(
      <>
        <MainNav navigation={site.navigation} />
        <p>Outside</p>
      </>,
    );
    await openMenu(user);
    await user.click(screen.getByRole('button', { name: 'About pages' }));
    await user.click(screen.getByText('Outside'));
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('button', { name: 'About pages', hidden: true })).toHaveAttribute('aria-expanded', 'false');
    await openMenu(user);
    await user.click(screen.getByRole('button', { name: 'About pages' }));
    await user.click(screen.getByRole('link', { name: 'Our History' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/about/our-history');
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('button', { name: 'About pages', hidden: true })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('link', { name: 'Our History', hidden: true })).toHaveAttribute('aria-current', 'page');
  });

  it('folds behind a Menu button on phones, which Escape closes', async () => {
    const user = userEvent.setup();
    renderWithSite(<MainNav navigation={site.navigation} />);
    const toggle = screen.getByRole('button', { name: 'Menu' });
    expect(toggle).toHaveAttribute('aria-controls', 'main-menu');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName('Close menu');
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('shows a nested group label as a label, not a link', async () => {
    const user = userEvent.setup();
    renderWithSite(
      <MainNav
        navigation={[
          {
            id: 'services',
            node: { label: 'Services', to: '/services' },
            children: [
              { id: 'g', node: { label: 'Planning', to: '', empty: true } },
              { id: 'p', node: { label: 'Pre-Planning', to: '/pre-planning' } },
            ],
          },
        ]}
      />,
    );
    await openMenu(user);
    await user.click(screen.getByRole('button', { name: 'Services pages' }));
    expect(screen.getByText('Planning').tagName).toBe('LI');
    expect(screen.queryByRole('link', { name: 'Planning' })).not.toBeInTheDocument();
  });
});
