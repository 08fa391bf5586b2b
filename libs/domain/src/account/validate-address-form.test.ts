import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hasNoFieldErrors } from '../shared/domain-error';
import { accountErrorCodes } from './error-codes';
import {
  ADDRESS_FIELDS,
  validateAddressForm,
  type AddressFormValues,
} from './validate-address-form';
import { anyTextArb, validAddressFormArb } from '../testing/account.arbitraries';

const bangkokOffice: AddressFormValues = {
  fullName: 'สมชาย ใจดี',
  mobilePhone1: '0812345678',
  countryCode: '+66',
  email: 'somchai@example.co.th',
  companyName: 'Krungsri Card Co., Ltd.',
  address1: '1222 Rama III Road',
  address2: '',
  street: 'Rama III',
  district: 'Bang Phongphang',
  city: 'Yan Nawa',
  postalCode: '10120',
  region: 'Bangkok',
  businessAddress: 'Y',
};

describe('Address form: fullName, mobilePhone1, countryCode, email, companyName (optional), address1, address2 (optional), street, district, city, postalCode, region, businessAddress (Y/N)', () => {
  it('a complete Bangkok address passes, every field with an empty list', () => {
    const errors = validateAddressForm(bangkokOffice);
    expect(Object.keys(errors).sort()).toEqual([...ADDRESS_FIELDS].sort());
    expect(hasNoFieldErrors(errors)).toBe(true);
  });

  it("an empty form: 'This field is required' on every required field, none on company, address2, country code, business flag", () => {
    const errors = validateAddressForm({});
    for (const field of [
      'fullName',
      'mobilePhone1',
      'email',
      'address1',
      'street',
      'district',
      'city',
      'postalCode',
      'region',
    ] as const) {
      expect(errors[field], field).toEqual([{ code: 'field.required' }]);
    }
    for (const field of ['companyName', 'address2', 'countryCode', 'businessAddress'] as const) {
      expect(errors[field], field).toEqual([]);
    }
  });

  it('reports every field at once: Company 0-34, address1 max 34, address2/district/city max 35, phone, postal code 74xxx', () => {
    const errors = validateAddressForm({
      ...bangkokOffice,
      fullName: 'Somchai #1',
      mobilePhone1: '08123',
      countryCode: '66',
      email: 'somchai@',
      companyName: 'C'.repeat(35),
      address1: 'A'.repeat(35),
      address2: 'B'.repeat(36),
      district: 'D'.repeat(36),
      city: 'C'.repeat(36),
      postalCode: '74000',
      businessAddress: 'yes',
    });
    expect(errors).toEqual({
      fullName: [{ code: 'name.specialCharacters', max: 32 }],
      mobilePhone1: [{ code: 'phone.invalid', min: 9, max: 10 }],
      countryCode: [{ code: 'countryCode.invalid' }],
      email: [{ code: 'email.invalidFormat' }],
      companyName: [{ code: 'field.tooLong', max: 34 }],
      address1: [{ code: 'field.tooLong', max: 34 }],
      address2: [{ code: 'field.tooLong', max: 35 }],
      street: [],
      district: [{ code: 'field.tooLong', max: 35 }],
      city: [{ code: 'field.tooLong', max: 35 }],
      postalCode: [{ code: 'postalCode.invalidPrefix', prefix: '74' }],
      region: [],
      businessAddress: [{ code: 'field.invalidChoice', allowed: 'Y|N' }],
    });
  });

  it('limits are inclusive: company 34, address1 34, address2, district and city 35 characters pass', () => {
    const errors = validateAddressForm({
      ...bangkokOffice,
      companyName: 'C'.repeat(34),
      address1: 'ก'.repeat(34),
      address2: 'ข'.repeat(35),
      district: 'D'.repeat(35),
      city: 'ค'.repeat(35),
    });
    expect(hasNoFieldErrors(errors)).toBe(true);
  });

  describe('properties', () => {
    it('generated valid addresses pass', () => {
      fc.assert(
        fc.property(validAddressFormArb(), (form) => hasNoFieldErrors(validateAddressForm(form))),
      );
    });

    it('never throws on any strings, and answers with every field and only known codes', () => {
      const fieldsArb = fc.record(
        Object.fromEntries(ADDRESS_FIELDS.map((field) => [field, anyTextArb()])) as Record<
          (typeof ADDRESS_FIELDS)[number],
          fc.Arbitrary<string>
        >,
        { requiredKeys: [] },
      );
      fc.assert(
        fc.property(fieldsArb, (form) => {
          const errors = validateAddressForm(form);
          return ADDRESS_FIELDS.every((field) =>
            (errors[field] ?? [undefined]).every((error) =>
              (accountErrorCodes as readonly string[]).includes(error?.code ?? ''),
            ),
          );
        }),
      );
    });

    it('address1 longer than 34 characters always fails with field.tooLong', () => {
      fc.assert(
        fc.property(validAddressFormArb(), anyTextArb(), (form, text) => {
          const address1 = 'x' + text + 'y'.repeat(34);
          return validateAddressForm({ ...form, address1 }).address1?.[0]?.code === 'field.tooLong';
        }),
      );
    });
  });
});
