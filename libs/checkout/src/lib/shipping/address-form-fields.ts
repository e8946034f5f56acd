import type { AddressField } from '@kori/address-rules';
import type { Region } from '@kori/region';
import type { HTMLAttributes, InputHTMLAttributes } from 'react';

export interface AddressFormField {
  name: AddressField;
  type: InputHTMLAttributes<HTMLInputElement>['type'];
  autoComplete: string;
  inputMode: HTMLAttributes<HTMLInputElement>['inputMode'];
}

/** The seven inputs in form order, with what lets browsers fill them and phones show the right keyboard. */
export function addressFormFields(region: Region): AddressFormField[] {
  return [
    { name: 'firstName', type: 'text', autoComplete: 'shipping given-name', inputMode: 'text' },
    { name: 'lastName', type: 'text', autoComplete: 'shipping family-name', inputMode: 'text' },
    { name: 'streetAddress', type: 'text', autoComplete: 'shipping address-line1', inputMode: 'text' },
    // Dutch postcodes end in two letters; Finnish and Swedish ones are digits only.
    { name: 'postalCode', type: 'text', autoComplete: 'shipping postal-code', inputMode: region === 'NL' ? 'text' : 'numeric' },
    { name: 'city', type: 'text', autoComplete: 'shipping address-level2', inputMode: 'text' },
    { name: 'email', type: 'email', autoComplete: 'email', inputMode: 'email' },
    { name: 'phone', type: 'tel', autoComplete: 'tel', inputMode: 'tel' },
  ];
}

/** An example postal code in the region's written form, for the postal code hint and error text. */
export const POSTAL_CODE_EXAMPLE: Readonly<Record<Region, string>> = { FI: '00100', SE: '114 51', NL: '1012 AB' };
