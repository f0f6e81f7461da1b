export { Toast, TOAST_DURATION } from './Toast.tsx';
export { ToastView, type ToastViewKind, type ToastViewProps } from './ToastView.tsx';
