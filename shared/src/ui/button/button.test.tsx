import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider, createTheme, defaultDesign } from '@keepsake/shared/theme';
import { Button } from './button';
import { buttonStyles } from './button-styles';

const renderButton = (ui: React.ReactNode) =>
  render(<ThemeProvider design={{ ...defaultDesign, buttonCorners: 'Rounded', secondaryButtonCorners: 'Square' }}>{ui}</ThemeProvider>);

describe('Button', () => {
  it('is a button that runs its click handler and does not submit forms by default', async () => {
    const onClick = jest.fn();
    renderButton(<Button onClick={onClick}>Send flowers</Button>);
    const button = screen.getByRole('button', { name: 'Send flowers' });
    expect(button).toHaveAttribute('type', 'button');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('can be reached and pressed by keyboard', async () => {
    const onClick = jest.fn();
    renderButton(<Button onClick={onClick}>Sign the guestbook</Button>);
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Sign the guestbook' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('uses the primary corners for PRIMARY and the secondary corners for SECONDARY', () => {
    renderButton(
      <>
        <Button>Primary</Button>
        <Button displayType="SECONDARY">Secondary</Button>
      </>,
    );
    expect(screen.getByRole('button', { name: 'Primary' })).toHaveStyle({ borderRadius: '9999px' });
    expect(screen.getByRole('button', { name: 'Secondary' })).toHaveStyle({ borderRadius: '0' });
  });

  it('does not run its handler when disabled', async () => {
    const onClick = jest.fn();
    renderButton(
      <Button disabled onClick={onClick}>
        Pay now
      </Button>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Pay now' }));
    expect(onClick).not.toHaveBeenCalled();
  });
});

describe('buttonStyles', () => {
  const theme = createTheme(defaultDesign);

  it.each(['xs', 'sm', 'md', 'lg', 'xl'] as const)('keeps the %s size a target of at least 24px', (size) => {
    const minHeight = /min-height:\s*(\d+)px/.exec(buttonStyles(theme, { size }).styles)?.[1];
    expect(Number(minHeight)).toBeGreaterThanOrEqual(24);
  });

  it('defaults to a medium primary button in the primary colour', () => {
    const { styles } = buttonStyles(theme);
    expect(styles).toMatch(/min-height:\s*44px/);
    expect(styles).toMatch(new RegExp(`background:\\s*${theme.colors.primary}`));
    expect(styles).toMatch(new RegExp(`\\scolor:\\s*${theme.colors.onPrimary}`));
  });

  it('fills with the chosen status colour', () => {
    const { styles } = buttonStyles(theme, { color: 'error' });
    expect(styles).toMatch(new RegExp(`background:\\s*${theme.colors.palette.error.background}`));
  });
});
