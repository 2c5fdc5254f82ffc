// The shared helpers' texts follow the interface language at the time they are used.
import { describe, expect, it } from 'vitest';
import { applyLanguage } from '@/i18n';
import { defaultDomainFixture } from './domains/domains.fixture';
import {
  defaultDomainName,
  domainChoiceLabel,
  domainName,
  domainNameOfHost,
} from './domains/names';
import { browserRefusal } from './passkeys';
import {
  backupCodeSchema,
  destinationSchema,
  emailSchema,
  optionalSlugSchema,
  requiredSchema,
  rules,
  totpMessage,
  totpSchema,
  usernameSchema,
} from './validation';

const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('validation messages', () => {
  it('are English by default, unchanged', () => {
    expect(messageOf(emailSchema.safeParse('nope'))).toBe('Enter a valid e-mail address.');
    expect(messageOf(destinationSchema.safeParse(''))).toBe('Enter the destination URL.');
    expect(messageOf(optionalSlugSchema.safeParse('api'))).toBe(
      'That slug is reserved, choose another one.',
    );
    expect(messageOf(totpSchema.safeParse('12'))).toBe(
      'Enter the 6-digit code from your authenticator app.',
    );
    expect(messageOf(requiredSchema('name').safeParse(''))).toBe('Enter your name.');
    expect(rules.totp).toBe('The 6-digit code from your authenticator app.');
  });

  it('are built when validating, in the language shown then (German)', async () => {
    // The schemas were created at module load, in English.
    await applyLanguage('de');
    expect(messageOf(usernameSchema.safeParse('.x'))).toBe(
      'Dieser Benutzername erfüllt die obigen Regeln nicht.',
    );
    expect(messageOf(emailSchema.safeParse('nope'))).toBe(
      'Geben Sie eine gültige E-Mail-Adresse ein.',
    );
    expect(messageOf(destinationSchema.safeParse('example.com'))).toBe(
      'Geben Sie eine vollständige URL ein, die mit http:// oder https:// beginnt und keine Leerzeichen enthält.',
    );
    expect(messageOf(optionalSlugSchema.safeParse('.abc'))).toBe(
      'Verwenden Sie 1–100 Buchstaben, Ziffern, Bindestriche, Unterstriche oder Punkte, nicht mit einem Punkt am Anfang.',
    );
    expect(messageOf(backupCodeSchema.safeParse('short'))).toBe(
      'Backup-Codes bestehen aus 12 Buchstaben und Ziffern.',
    );
    expect(totpMessage()).toBe('Geben Sie den 6-stelligen Code aus Ihrer Authenticator-App ein.');
    expect(rules.slug).toMatch(/^Optional\. 1–100 Buchstaben/);
  });

  it('in French and Simplified Chinese', async () => {
    await applyLanguage('fr');
    expect(messageOf(totpSchema.safeParse('abc'))).toBe(
      'Saisissez le code à 6 chiffres de votre application d’authentification.',
    );
    await applyLanguage('zh-CN');
    expect(messageOf(optionalSlugSchema.safeParse('dash'))).toBe('该短码已被保留，请另选一个。');
  });
});

describe('domain names and passkey messages', () => {
  it('name the default domain in the interface language', async () => {
    await applyLanguage('de');
    const unnamed = defaultDomainFixture({ host: null, displayHost: null });
    expect(defaultDomainName()).toBe('Standard-Domain');
    expect(domainName(unnamed)).toBe('Standard-Domain');
    expect(domainNameOfHost(undefined, null)).toBe('Standard-Domain');
    expect(domainChoiceLabel(unnamed)).toBe('Standard-Domain');
    expect(domainChoiceLabel(defaultDomainFixture())).toBe('s.example (Standard)');
    await applyLanguage('zh-CN');
    expect(domainChoiceLabel(defaultDomainFixture())).toBe('s.example（默认）');
  });

  it('say why the browser refused a passkey', async () => {
    await applyLanguage('es');
    const refusal = new Error('no');
    refusal.name = 'NotAllowedError';
    expect(browserRefusal(refusal)).toBe('La solicitud de la llave de acceso se canceló o caducó.');
    expect(browserRefusal('odd')).toBe('La solicitud de la llave de acceso falló.');
  });
});
