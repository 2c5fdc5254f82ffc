import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from '@/testing/axe';
import { rules } from '@/lib/validation';
import { TotpCodeField } from './totp-code-field';

describe('TotpCodeField', () => {
  it('is a numeric one-time-code field of at most 6 digits with the rule as its hint', () => {
    render(<TotpCodeField name="token" />);
    const input = screen.getByLabelText('Authentication code');
    expect(input).toHaveAttribute('inputmode', 'numeric');
    expect(input).toHaveAttribute('autocomplete', 'one-time-code');
    expect(input).toHaveAttribute('maxlength', '6');
    expect(input).toHaveAttribute('name', 'token');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).toHaveAccessibleDescription(rules.totp);
  });

  it('marks itself invalid and describes itself with the error', () => {
    render(<TotpCodeField error="Enter the 6-digit code." />);
    const input = screen.getByLabelText('Authentication code');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(`${rules.totp} Enter the 6-digit code.`);
  });

  it('works with react-hook-form register (ref, name, change)', async () => {
    const user = userEvent.setup();
    let read: () => string = () => '';
    function Form() {
      const { register, getValues } = useForm({ defaultValues: { token: '' } });
      read = () => getValues('token');
      return <TotpCodeField {...register('token')} />;
    }
    render(<Form />);
    await user.type(screen.getByLabelText('Authentication code'), '1234567');
    expect(read()).toBe('123456');
  });

  it('has no serious accessibility violations', async () => {
    render(
      <main>
        <TotpCodeField error="Enter the 6-digit code." />
      </main>,
    );
    await expectNoSeriousA11yViolations();
  });
});
