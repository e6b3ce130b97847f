import type { WfTaskRow } from '@siteguard/contracts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SgTable } from '../../../components/table';
import { donePageOptions, todoPageOptions } from '../api';
import { TaskDrawer } from './TaskDrawer';
import { taskColumns } from './taskColumns';

function TaskList({ done }: { done: boolean }) {
  const { t } = useTranslation('workflow');
  const [open, setOpen] = useState<WfTaskRow | null>(null);
  const columns = useMemo(() => taskColumns(t, setOpen, done), [t, done]);
  return (
    <>
      {done ? (
        <SgTable
          headerTitle={t('tasks.done')}
          rowKey="id"
          columns={columns}
          query={donePageOptions}
          scrollX={1200}
        />
      ) : (
        <SgTable
          headerTitle={t('tasks.todo')}
          rowKey="id"
          columns={columns}
          query={todoPageOptions}
          scrollX={1200}
        />
      )}
      {open && <TaskDrawer id={open.id} onClose={() => setOpen(null)} />}
    </>
  );
}

/** /flowable/task/todo (menu component 'workflow/TaskTodo'): the tasks the user may act on now. */
export function TaskTodoPage() {
  return <TaskList done={false} />;
}

/** /flowable/task/done (menu component 'workflow/TaskDone'): the tasks the user approved or sent back. */
export function TaskDonePage() {
  return <TaskList done />;
}
