import { CheckCircle2, AlertTriangle, Info } from 'lucide-react';
import { Toast, ToastClose, ToastDescription, ToastProvider, ToastTitle, ToastViewport } from './toast';
import { useToast } from './use-toast';
import type { ToastVariant } from './toast-store';

const ICONS: Record<ToastVariant, typeof Info> = { default: Info, destructive: AlertTriangle, success: CheckCircle2 };
const ICON_CLASS: Record<ToastVariant, string> = {
  default: 'text-blue-600 dark:text-blue-400',
  destructive: 'text-red-600 dark:text-red-300',
  success: 'text-green-700 dark:text-green-300',
};

/** Renders the toast queue. Mount once, near the root. */
export function Toaster() {
  const { toasts, dismiss } = useToast();
  return (
    <ToastProvider label="Varsel" swipeDirection="right">
      {toasts.map(({ id, title, description, variant = 'default', duration, open }) => {
        const Icon = ICONS[variant];
        return (
          <Toast
            key={id}
            variant={variant}
            open={open}
            duration={duration}
            type={variant === 'destructive' ? 'foreground' : 'background'}
            onOpenChange={(next) => {
              if (!next) dismiss(id);
            }}
          >
            <Icon aria-hidden className={`mt-0.5 size-5 shrink-0 ${ICON_CLASS[variant]}`} />
            <div className="grid min-w-0 gap-1">
              {title && <ToastTitle>{title}</ToastTitle>}
              {description && <ToastDescription>{description}</ToastDescription>}
            </div>
            <ToastClose />
          </Toast>
        );
      })}
      <ToastViewport label="Varsler ({hotkey})" />
    </ToastProvider>
  );
}
