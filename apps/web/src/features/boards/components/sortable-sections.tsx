import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { Section } from '@makerboard/shared';
import { ActionIcon, Box, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/icon.tsx';

type RenderSection = (section: Section, index: number, handle: ReactNode) => ReactNode;

/** The sortable wrapper: the drag handle is a button, the up/down buttons are the keyboard path. */
function SortableItem({
  id,
  enabled,
  children,
}: {
  id: number;
  enabled: boolean;
  children: (handle: ReactNode) => ReactNode;
}) {
  const { t } = useTranslation();
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id,
    disabled: !enabled,
  });
  const handle = enabled ? (
    <ActionIcon
      variant="subtle"
      color="gray.8"
      aria-label={t('boards.section.drag')}
      style={{ cursor: 'grab', touchAction: 'none' }}
      {...attributes}
      {...listeners}
    >
      <Icon name="grip" />
    </ActionIcon>
  ) : null;
  return (
    <Box
      ref={setNodeRef}
      style={{
        transform: CSS.Transform.toString(transform),
        transition,
        opacity: isDragging ? 0.7 : 1,
        position: 'relative',
        zIndex: isDragging ? 2 : undefined,
      }}
    >
      {children(handle)}
    </Box>
  );
}

/**
 * A board's sections that its editors reorder by dragging (pointer or keyboard, announced to screen
 * readers). Loaded only for someone who may reorder: readers get the plain list (sections-list.tsx).
 */
export function SortableSections({
  sections,
  enabled,
  onMove,
  children,
}: {
  sections: Section[];
  enabled: boolean;
  onMove: (from: number, to: number) => void;
  children: RenderSection;
}) {
  const { t } = useTranslation();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const position = (id: number | string) => sections.findIndex((s) => s.id === id) + 1;
  const onDragEnd = (event: DragEndEvent) => {
    if (!event.over || event.active.id === event.over.id) return;
    const from = sections.findIndex((s) => s.id === event.active.id);
    const to = sections.findIndex((s) => s.id === event.over!.id);
    if (from >= 0 && to >= 0) onMove(from, to);
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        screenReaderInstructions: { draggable: t('boards.section.dragInstructions') },
        announcements: {
          onDragStart: ({ active }) => t('boards.section.dragStart', { position: position(active.id) }),
          onDragOver: ({ over }) =>
            over ? t('boards.section.dragOver', { position: position(over.id) }) : undefined,
          onDragEnd: ({ over }) =>
            over ? t('boards.section.dragEnd', { position: position(over.id) }) : undefined,
          onDragCancel: () => t('boards.section.dragCancel'),
        },
      }}
    >
      <SortableContext items={sections.map((s) => s.id)} strategy={verticalListSortingStrategy}>
        <Stack gap="md">
          {sections.map((section, index) => (
            <SortableItem key={section.id} id={section.id} enabled={enabled}>
              {(handle) => children(section, index, handle)}
            </SortableItem>
          ))}
        </Stack>
      </SortableContext>
    </DndContext>
  );
}

export default SortableSections;
