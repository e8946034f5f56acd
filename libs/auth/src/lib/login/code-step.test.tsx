import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TestI18nProvider } from '@kori/i18n/testing';
import { CodeStep } from './code-step';

function renderStep(methodId: string) {
  const onVerify = jest.fn();
  render(
    <TestI18nProvider>
      <CodeStep
        headingId="h"
        email="ada@example.com"
        methodId={methodId}
        busy={false}
        page="/"
        onVerify={onVerify}
        onResend={jest.fn()}
        onChangeEmail={jest.fn()}
        focusRef={null}
      />
    </TestI18nProvider>,
  );
  return onVerify;
}

describe('CodeStep', () => {
  it('sends nothing without a method id, neither by itself nor on Verify', async () => {
    const user = userEvent.setup();
    const onVerify = renderStep('');
    await user.type(screen.getByRole('textbox', { name: 'Code' }), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(onVerify).not.toHaveBeenCalled();
  });

  it('sends the trimmed code once it has exactly six characters', async () => {
    const user = userEvent.setup();
    const onVerify = renderStep('email-test-1');
    await user.type(screen.getByRole('textbox', { name: 'Code' }), ' 12345');
    expect(onVerify).not.toHaveBeenCalled();
    await user.type(screen.getByRole('textbox', { name: 'Code' }), '6');
    expect(onVerify).toHaveBeenCalledWith('123456');
  });
});
