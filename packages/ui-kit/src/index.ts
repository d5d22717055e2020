import "./theme/global.css.ts";

export { Box } from "./layout/Box.tsx";
export type { BoxProps } from "./layout/Box.tsx";
export { Stack, stackAligns } from "./layout/Stack.tsx";
export type { StackAlign, StackProps } from "./layout/Stack.tsx";
export { Inline, inlineAligns, inlineJustifies } from "./layout/Inline.tsx";
export type { InlineAlign, InlineJustify, InlineProps } from "./layout/Inline.tsx";
export { Text, textSizes, textTones, textWeights } from "./layout/Text.tsx";
export type { TextProps, TextSize, TextTone, TextWeight } from "./layout/Text.tsx";
export { VisuallyHidden } from "./layout/VisuallyHidden.tsx";
export type { Sprinkles } from "./layout/sprinkles.css.ts";

export { Icon, iconSizes } from "./icons/Icon.tsx";
export type { IconProps, IconSize } from "./icons/Icon.tsx";
export { iconNames } from "./icons/icon-paths.ts";
export type { IconName } from "./icons/icon-paths.ts";

export { Button, buttonSizes, buttonVariants } from "./components/Button/Button.tsx";
export type { ButtonProps, ButtonSize, ButtonVariant } from "./components/Button/Button.tsx";
export { IconButton, iconButtonSizes, iconButtonVariants } from "./components/IconButton/IconButton.tsx";
export type { IconButtonProps, IconButtonSize, IconButtonVariant } from "./components/IconButton/IconButton.tsx";
export { Surface, surfaceElements, surfacePaddings } from "./components/Surface/Surface.tsx";
export type { SurfaceElement, SurfacePadding, SurfaceProps } from "./components/Surface/Surface.tsx";
export { Field, FieldMessages } from "./components/Field/Field.tsx";
export type { FieldMessagesProps, FieldProps } from "./components/Field/Field.tsx";
export type { FieldControlProps } from "./components/Field/use-field-ids.ts";
export { TextField } from "./components/TextField/TextField.tsx";
export type { TextFieldProps } from "./components/TextField/TextField.tsx";
export { Select } from "./components/Select/Select.tsx";
export type { SelectProps } from "./components/Select/Select.tsx";
export { CopyField, copyFieldKinds, copyStates } from "./components/CopyField/CopyField.tsx";
export type { CopyFieldKind, CopyFieldProps, CopyState } from "./components/CopyField/CopyField.tsx";
export { Checkbox } from "./components/Checkbox/Checkbox.tsx";
export type { CheckboxProps } from "./components/Checkbox/Checkbox.tsx";
export { Dialog, dialogSizes } from "./components/Dialog/Dialog.tsx";
export type { DialogProps, DialogSize } from "./components/Dialog/Dialog.tsx";
export { Skeleton, skeletonShapes } from "./components/Skeleton/Skeleton.tsx";
export type { SkeletonProps, SkeletonShape } from "./components/Skeleton/Skeleton.tsx";
export { ProgressBar, progressTones } from "./components/ProgressBar/ProgressBar.tsx";
export type { ProgressBarProps, ProgressTone } from "./components/ProgressBar/ProgressBar.tsx";
export { ToastProvider } from "./components/Toast/ToastProvider.tsx";
export type { ToastProviderProps } from "./components/Toast/ToastProvider.tsx";
export { toastTones, useToast } from "./components/Toast/toast-context.ts";
export type { ToastApi, ToastOptions, ToastTone } from "./components/Toast/toast-context.ts";

export { useMedia } from "./hooks/use-media.ts";
