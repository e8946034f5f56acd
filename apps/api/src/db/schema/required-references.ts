import { integer, text, uuid, type PgColumn } from 'drizzle-orm/pg-core';

// A row that always belongs to another: a not-null foreign key to `target` (e.g. `() => products.id`).
// Kept apart from the tables so that any table file can use it without an import circle.

export const requiredTextReference = (name: string, target: () => PgColumn) => text(name).notNull().references(target);

export const requiredIntegerReference = (name: string, target: () => PgColumn) => integer(name).notNull().references(target);

export const requiredUuidReference = (name: string, target: () => PgColumn) => uuid(name).notNull().references(target);

// A row that is part of another: a not-null foreign key to `target`, deleted with it.

export const ownedUuidReference = (name: string, target: () => PgColumn) => uuid(name).notNull().references(target, { onDelete: 'cascade' });

export const ownedIntegerReference = (name: string, target: () => PgColumn) => integer(name).notNull().references(target, { onDelete: 'cascade' });
