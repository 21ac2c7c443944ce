/**
 * Glide's UI primitives: accessible components (Radix underneath) in the house look. Features import
 * from here, never from `radix-ui` directly, so the look and the accessibility rules stay in one place.
 */
export { Button, type ButtonProps, type ButtonVariant } from './button';
export { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog';
export { Dialog, type DialogProps } from './dialog';
export { DisclosureButton, type DisclosureButtonProps } from './disclosure-button';
export { DropdownMenu, type DropdownMenuItem, type DropdownMenuProps } from './dropdown-menu';
export { NativeSelect } from './native-select';
export { PageHeader, type PageHeaderProps } from './page-header';
export { Popover, type PopoverProps } from './popover';
export { RadioCards, type RadioCardOption, type RadioCardsProps } from './radio-cards';
export { Select } from './select';
export type { SelectOption, SelectProps } from './select-field';
export { Slider, type SliderProps } from './slider';
export { StatusDot, type StatusTone } from './status-dot';
export { Switch, type SwitchProps } from './switch';
export { Tabs, type TabItem, type TabsProps } from './tabs';
export { TagList, type TagListProps } from './tag-list';
export { TextField, type TextFieldProps } from './text-field';
export { notify } from './notifications/notify';
export type { NotificationKind, NotifyOptions } from './notifications/notification-store';
