import { describe, expect, it } from 'vitest';
import type { ZodError } from 'zod';
import { buyerSettingsSchema, farmerSettingsSchema, mentionsRole } from './profile-update';
import { buyerProfileSchema, firstIssue, parseForPeople } from './profile';

const place = { pincode: '110001', state: 'Delhi', district: 'New Delhi' };
const buyer = { firstName: 'Anita', lastName: 'Sharma', phoneNumber: '9876543210', addresses: [place] };
const farmer = {
  firstName: 'Ramesh',
  lastName: 'Patil',
  farmName: 'Patil Farms',
  farmLocation: { pincode: 413512, state: 'Maharashtra', district: 'Latur' },
};

function messageOf(result: { success: boolean; error?: ZodError }): string | null {
  return result.error ? firstIssue(result.error) : null;
}

describe('settings schemas', () => {
  it('accept what signup accepts and store pincodes as integers', () => {
    expect(buyerSettingsSchema.parse(buyer).addresses[0].pincode).toBe(110001);
    expect(farmerSettingsSchema.parse({ ...farmer, profilePicture: '' }).farmLocation.pincode).toBe(413512);
  });

  it('refuse bad fields with the signup messages', () => {
    expect(messageOf(parseForPeople(buyerSettingsSchema, { ...buyer, phoneNumber: '5876543210' }))).toBe(
      'Phone number must be a 10-digit number starting with 6, 7, 8, or 9',
    );
    expect(messageOf(parseForPeople(buyerSettingsSchema, { ...buyer, addresses: [] }))).toBe(
      'Fill the Form Properly!!',
    );
    expect(messageOf(parseForPeople(buyerSettingsSchema, { ...buyer, addresses: Array(6).fill(place) }))).toBe(
      'At most 5 addresses can be saved',
    );
    expect(messageOf(parseForPeople(buyerSettingsSchema, { ...buyer, firstName: ' ' }))).toBe(
      'Fill the Form Properly!!',
    );
    expect(
      messageOf(
        parseForPeople(farmerSettingsSchema, { ...farmer, farmLocation: { ...farmer.farmLocation, pincode: 13512 } }),
      ),
    ).toBe('Invalid pincode');
    expect(
      messageOf(parseForPeople(farmerSettingsSchema, { ...farmer, profilePicture: 'http://x.example/p.png' })),
    ).toBe('Picture must be an https:// address');
  });

  it("refuse the other role's fields", () => {
    expect(parseForPeople(buyerSettingsSchema, { ...buyer, farmName: 'X' }).success).toBe(false);
    expect(parseForPeople(farmerSettingsSchema, { ...farmer, phoneNumber: '9876543210' }).success).toBe(false);
  });

  it('notice any attempt to name a role', () => {
    expect(mentionsRole({ ...buyer, role: 'user' })).toBe(true);
    expect(mentionsRole(buyer)).toBe(false);
    expect(mentionsRole(null)).toBe(false);
  });
});

describe('firstIssue', () => {
  it('turns zod’s developer English into human messages', () => {
    const wrongType = parseForPeople(buyerProfileSchema, { ...buyer, firstName: 7 });
    expect(wrongType.success ? null : firstIssue(wrongType.error)).toBe('Fill the Form Properly!!');
    const extraKey = parseForPeople(buyerProfileSchema, { ...buyer, isAdmin: true });
    expect(extraKey.success ? null : firstIssue(extraKey.error)).toBe('The request has an unexpected field');
    const sixAddresses = parseForPeople(buyerProfileSchema, { ...buyer, addresses: Array(6).fill(place) });
    expect(sixAddresses.success ? null : firstIssue(sixAddresses.error)).toBe('At most 5 addresses can be saved');
  });
});
