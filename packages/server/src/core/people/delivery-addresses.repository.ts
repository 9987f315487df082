import type { DbClient } from '../db';

export type AddressRow = { id: string; userId: string; name: string; mobile: string; region: string; detail: string; isDefault: boolean; createdAt: Date };

/**
 * Prisma access of a person's delivery addresses: the micro video cart keeps the address book (vdAddress calls), and
 * every area that ships goods (the video cart's and the V shop's orders) reads the buyer's address here.
 */
export function deliveryAddressRepository(db: DbClient) {
  return {
    /** One of `userId`'s addresses, or null for someone else's or an unknown id. */
    ownAddress: (userId: string, id: string) => db.deliveryAddress.findFirst({ where: { id, userId } }),
    countAddresses: (userId: string) => db.deliveryAddress.count({ where: { userId } }),
    pageOfAddresses: (userId: string, skip: number, take: number) =>
      Promise.all([
        db.deliveryAddress.findMany({ where: { userId }, orderBy: [{ isDefault: 'desc' }, { createdAt: 'desc' }, { id: 'desc' }], skip, take }),
        db.deliveryAddress.count({ where: { userId } }),
      ]),
    addAddress: (row: AddressRow) => db.deliveryAddress.create({ data: { ...row, updatedAt: row.createdAt } }),
    updateAddress: (id: string, data: Partial<Pick<AddressRow, 'name' | 'mobile' | 'region' | 'detail' | 'isDefault'>> & { updatedAt: Date }) =>
      db.deliveryAddress.update({ where: { id }, data }),
    /** At most one default: every other address of the user loses it. */
    clearDefaults: (userId: string, exceptId: string) => db.deliveryAddress.updateMany({ where: { userId, isDefault: true, id: { not: exceptId } }, data: { isDefault: false } }),
    deleteAddress: (id: string) => db.deliveryAddress.delete({ where: { id } }),
    latestAddress: (userId: string) => db.deliveryAddress.findFirst({ where: { userId }, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }] }),
  };
}
