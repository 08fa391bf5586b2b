import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { domainError, hasNoFieldErrors, type FieldErrors } from '@rewards/domain';
import { visibleFieldErrors } from './visible-field-errors';

const FIELDS = ['email', 'password', 'confirmPassword'] as const;
type Field = (typeof FIELDS)[number];

const errorsArb: fc.Arbitrary<FieldErrors<Field>> = fc.record({
  email: fc.array(
    fc.constantFrom(domainError('field.required'), domainError('email.invalidFormat')),
    {
      maxLength: 2,
    },
  ),
  password: fc.array(fc.constant(domainError('password.tooShort')), { maxLength: 1 }),
  confirmPassword: fc.array(fc.constant(domainError('password.confirmMismatch')), {
    maxLength: 1,
  }),
});

describe('the errors a form shows', () => {
  it('shows only the touched fields until a submit is tried', () => {
    const errors: FieldErrors<Field> = {
      email: [domainError('email.invalidFormat')],
      password: [domainError('field.required')],
    };
    expect(visibleFieldErrors(errors, new Set<Field>(['email']), false)).toEqual({
      email: [domainError('email.invalidFormat')],
      password: [],
    });
    expect(visibleFieldErrors(errors, new Set<Field>(), true)).toEqual(errors);
  });

  it('never shows an error the validator did not find, and hides none once all are shown', () => {
    fc.assert(
      fc.property(errorsArb, fc.subarray([...FIELDS]), fc.boolean(), (errors, touched, all) => {
        const visible = visibleFieldErrors(errors, new Set(touched), all);
        for (const field of FIELDS) {
          const shown = visible[field] ?? [];
          const found = errors[field] ?? [];
          expect(shown.every((error) => found.includes(error))).toBe(true);
          if (all || touched.includes(field)) expect(shown).toEqual(found);
          else expect(shown).toEqual([]);
        }
        if (hasNoFieldErrors(errors)) expect(hasNoFieldErrors(visible)).toBe(true);
      }),
    );
  });
});
