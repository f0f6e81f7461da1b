export { Toast, TOAST_DURATION } from './Toast.tsx';
export { ToastView, type ToastViewKind, type ToastViewProps } from './ToastView.tsx';
export {
  decideToast,
  FAILURE_SUPPRESS_MS,
  INITIAL_TOAST_GATE,
  type ToastGate,
  type ToastKind,
} from '../helpers/toast-rule.ts';
