import { describe, expect, it } from 'vitest';
import {
  validateEmailOnly,
  validateLogin,
  validateNewPassword,
  validateSignUp,
  validateUserEdit,
  type SignUpValues,
} from './formRules';

const goodSignUp: SignUpValues = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  password: 'Engine-1843',
  confirmPassword: 'Engine-1843',
  acceptTerms: true,
};

const passwordOf = (password: string) =>
  validateSignUp({ ...goodSignUp, password, confirmPassword: password }).password;

describe('login rules', () => {
  it('asks for the email, a valid email and the password', () => {
    expect(validateLogin({ email: '', password: '', rememberMe: false })).toEqual({
      email: 'Please enter your email',
      password: 'Please enter your password',
    });
    expect(validateLogin({ email: 'ada@', password: 'x', rememberMe: false })).toEqual({
      email: 'Please enter a valid email',
    });
  });

  it('accepts any non-empty password and an address with spaces around it', () => {
    expect(validateLogin({ email: ' ada@example.com ', password: 'x', rememberMe: true })).toEqual(
      {},
    );
  });

  it('treats blanks as a missing email, not an invalid one', () => {
    expect(validateLogin({ email: '   ', password: 'x', rememberMe: false }).email).toBe(
      'Please enter your email',
    );
  });
});

describe('sign-up rules', () => {
  it('passes a complete form', () => {
    expect(validateSignUp(goodSignUp)).toEqual({});
  });

  it('reports every missing field with its own message', () => {
    expect(
      validateSignUp({
        name: ' ',
        email: '',
        password: '',
        confirmPassword: '',
        acceptTerms: false,
      }),
    ).toEqual({
      name: 'Please enter your name',
      email: 'Please enter your email',
      password: 'Please enter your password',
      confirmPassword: 'Please confirm your password',
      acceptTerms: 'Please accept the terms and conditions',
    });
  });

  it('checks the password rules in order: length, number, lowercase, uppercase', () => {
    expect(passwordOf('Ab1')).toBe('Password must be at least 8 characters');
    expect(passwordOf('Abcdefgh')).toBe('Password must contain at least one number');
    expect(passwordOf('ABCDEFG1')).toBe('Password must contain at least one lowercase letter');
    expect(passwordOf('abcdefg1')).toBe('Password must contain at least one uppercase letter');
    expect(passwordOf('Abcdefg1')).toBeUndefined();
  });

  it('names every rule a password breaks, as the checklist ticks them', () => {
    expect(passwordOf('abcdefgh')).toBe(
      'Password must contain at least one number and one uppercase letter',
    );
    expect(passwordOf('-------')).toBe(
      'Password must be at least 8 characters and contain at least one number, one lowercase letter and one uppercase letter',
    );
    expect(passwordOf('abc')).toBe(
      'Password must be at least 8 characters and contain at least one number and one uppercase letter',
    );
  });

  it('requires the confirmation to match', () => {
    expect(validateSignUp({ ...goodSignUp, confirmPassword: 'Engine-1844' })).toEqual({
      confirmPassword: 'Passwords do not match',
    });
  });

  it('rejects an address without a domain', () => {
    expect(validateSignUp({ ...goodSignUp, email: 'ada@example' }).email).toBe(
      'Please enter a valid email',
    );
  });
});

describe('reset, forgot and resend rules', () => {
  it('applies the sign-up password rules to a new password', () => {
    expect(validateNewPassword({ password: 'short1A', confirmPassword: 'short1A' })).toEqual({
      password: 'Password must be at least 8 characters',
    });
    expect(validateNewPassword({ password: 'Longer-pass1', confirmPassword: '' })).toEqual({
      confirmPassword: 'Please confirm your password',
    });
    expect(
      validateNewPassword({ password: 'Longer-pass1', confirmPassword: 'Longer-pass1' }),
    ).toEqual({});
  });

  it('needs a valid email', () => {
    expect(validateEmailOnly({ email: '' })).toEqual({ email: 'Please enter your email' });
    expect(validateEmailOnly({ email: 'nope' })).toEqual({ email: 'Please enter a valid email' });
    expect(validateEmailOnly({ email: 'ada@example.com' })).toEqual({});
  });
});

describe('user edit rules', () => {
  it("uses the admin form's own messages", () => {
    expect(validateUserEdit({ name: '', email: '', role: '', isVerified: false })).toEqual({
      name: 'Please input user name!',
      email: 'Please enter a valid email!',
      role: 'Please select user role!',
    });
    expect(
      validateUserEdit({ name: 'Ada', email: 'ada@example.com', role: 'USER', isVerified: true }),
    ).toEqual({});
  });
});
