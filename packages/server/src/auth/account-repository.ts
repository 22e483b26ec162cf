import { eq } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { accounts } from '../db/schema.ts';
import type { Account } from './session-service.ts';

export async function findAccountByEmail(db: Database, email: string): Promise<Account | undefined> {
  const [account] = await db.select().from(accounts).where(eq(accounts.email, email));
  return account;
}

export async function findAccountById(db: Database, id: string): Promise<Account | undefined> {
  const [account] = await db.select().from(accounts).where(eq(accounts.id, id));
  return account;
}
