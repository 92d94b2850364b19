import type { ModalProps } from '@mantine/core';
import { Fragment, type ReactNode } from 'react';
import { GuardedFormModal } from './guarded-form-modal';
import type { ModalFormProps } from './modal-form';

interface EditorModalProps<Item> {
  /** 'new', the item to edit, or null when closed. */
  target: Item | 'new' | null;
  /** The titles for a new item and for an existing one ("New note", "Edit note"). */
  titles: { create: string; edit: string };
  /** Which form instance an item gets: a new key starts a fresh form, list refreshes leave it alone. */
  keyOf: (item: Item) => string;
  size?: ModalProps['size'];
  onClose: () => void;
  /** The form for the item (null: a new one), given what every modal form reports back. */
  children: (item: Item | null, form: ModalFormProps) => ReactNode;
}

/**
 * "New …" and "Edit …" in one guarded modal: the same form, empty or filled; closing it with unsaved
 * changes asks first (see GuardedFormModal); a save closes it.
 */
export function EditorModal<Item>({ target, titles, keyOf, size, onClose, children }: EditorModalProps<Item>) {
  const editing = target !== null && target !== 'new' ? target : null;
  return (
    <GuardedFormModal
      opened={target !== null}
      onClose={onClose}
      title={editing ? titles.edit : titles.create}
      size={size}
    >
      {(guard) => (
        <Fragment key={editing ? `edit-${keyOf(editing)}` : 'new'}>
          {children(editing, { onDirtyChange: guard.setDirty, onCancel: guard.requestClose, onSaved: onClose })}
        </Fragment>
      )}
    </GuardedFormModal>
  );
}
