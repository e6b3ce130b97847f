import { PERMIT_TYPE_KEYS, permissions, translated } from '@siteguard/contracts';
import { type Kysely, sql } from 'kysely';
import type { Migration } from '../platform/db/migrate.js';

const snake = (name: string): string => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

/** The button's title, as the menu seed gives it (sysMenu/seed/menu-tree.ts `actionTitles.siteLink`). */
const TITLE = translated(
  '重新發出或撤銷現場連結',
  '重新发出或撤销现场链接',
  'Re-issue or revoke the site link',
);

/**
 * Permit site links versioned and revocable (issue #30): a site link can be revoked (no link of the
 * item opens until it is re-issued), and every tenant's permit types get the `<type>:siteLink` button,
 * granted to the roles that may approve the type (who approves a permit may void its QR code).
 * New tenants get the button from the menu seed.
 */
export const permitSiteLinks: Migration = {
  version: 26,
  name: "site links: revocation; the permit types' site-link button",
  async up(db) {
    await sql`alter table site_link add column revoked_at timestamptz`.execute(db);
    await addSiteLinkButtons(db);
  },
};

/**
 * Adds the `<type>:siteLink` button under each permit type's menu of every tenant that has it, and
 * grants it to every role holding the type's approve button. Idempotent.
 */
// biome-ignore lint/suspicious/noExplicitAny: a migration must not depend on the current schema type
export async function addSiteLinkButtons(db: Kysely<any>): Promise<void> {
  for (const type of PERMIT_TYPE_KEYS) {
    const menuCode = `permits_${snake(type)}`;
    const buttonCode = `${menuCode}_site_link`;
    await sql`
      insert into sys_menu (tenant_id, pid, code, type, title, application, permission, open_type, sort)
      select menu.tenant_id, menu.id, ${buttonCode}, 2, ${JSON.stringify(TITLE)}::jsonb, menu.application,
             ${permissions[type].siteLink}, 0,
             coalesce((select max(sort) from sys_menu sibling where sibling.pid = menu.id), 0) + 10
        from sys_menu menu
       where menu.code = ${menuCode}
      on conflict (tenant_id, code) do nothing`.execute(db);
    await sql`
      insert into sys_role_menu (tenant_id, role_id, menu_id)
      select grant_.tenant_id, grant_.role_id, button.id
        from sys_role_menu grant_
        join sys_menu approve on approve.id = grant_.menu_id and approve.permission = ${permissions[type].approve}
        join sys_menu button on button.tenant_id = approve.tenant_id and button.code = ${buttonCode}
      on conflict do nothing`.execute(db);
  }
}
