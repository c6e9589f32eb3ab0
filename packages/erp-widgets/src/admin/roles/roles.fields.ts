import { commonMessages as cm } from '../../shared/common.messages';
import type { FieldSpec } from '../../shared/record-form/fields';
import { roleMessages as m } from './roles.messages';

/** The role's plain fields, as the wizard edits them. */
export type RoleTextValues = { name: string; nameAr: string; description: string; descriptionAr: string };

export const roleFields = {
  name: { name: 'name', label: cm.name, required: m.nameRequired },
  nameAr: { name: 'nameAr', label: cm.nameAr },
  description: { name: 'description', label: cm.description, kind: 'textarea', wide: true },
  descriptionAr: { name: 'descriptionAr', label: m.descriptionAr, kind: 'textarea', wide: true },
} satisfies Record<keyof RoleTextValues, FieldSpec<RoleTextValues>>;
