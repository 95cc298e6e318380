import { forwardRef, type ComponentPropsWithoutRef, type ComponentRef } from 'react';
import { Toast as ToastPrimitive } from 'radix-ui';
import { cva, type VariantProps } from 'class-variance-authority';
import { X } from 'lucide-react';
import { cn } from '@/lib/cn';

export const ToastProvider = ToastPrimitive.Provider;

export const ToastViewport = forwardRef<ComponentRef<typeof ToastPrimitive.Viewport>, ComponentPropsWithoutRef<typeof ToastPrimitive.Viewport>>(
  function ToastViewport({ className, ...props }, ref) {
    return (
      <ToastPrimitive.Viewport
        ref={ref}
        className={cn(
          'fixed inset-x-0 top-0 z-[100] flex max-h-dvh flex-col gap-2 p-3 pt-[calc(env(safe-area-inset-top)+0.75rem)] outline-none',
          'md:inset-x-auto md:bottom-0 md:right-0 md:top-auto md:w-[400px] md:p-5',
          className,
        )}
        {...props}
      />
    );
  },
);

const toastVariants = cva(
  'group pointer-events-auto relative flex w-full items-start gap-3 overflow-hidden rounded-lg border bg-popover p-4 pr-10 text-popover-foreground shadow-xl ' +
    'data-[state=open]:animate-toast-in data-[state=closed]:animate-fade-out ' +
    'data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=cancel]:translate-x-0 data-[swipe=cancel]:transition-transform data-[swipe=end]:animate-fade-out',
  {
    variants: {
      variant: {
        default: 'border-border',
        destructive: 'border-red-500/50 bg-red-50 text-red-950 dark:bg-red-950/90 dark:text-red-50',
        success: 'border-green-500/40 bg-green-50 text-green-950 dark:bg-green-950/90 dark:text-green-50',
      },
    },
    defaultVariants: { variant: 'default' },
  },
);

export const Toast = forwardRef<
  ComponentRef<typeof ToastPrimitive.Root>,
  ComponentPropsWithoutRef<typeof ToastPrimitive.Root> & VariantProps<typeof toastVariants>
>(function Toast({ className, variant, ...props }, ref) {
  return <ToastPrimitive.Root ref={ref} className={cn(toastVariants({ variant }), className)} {...props} />;
});

export const ToastTitle = forwardRef<ComponentRef<typeof ToastPrimitive.Title>, ComponentPropsWithoutRef<typeof ToastPrimitive.Title>>(
  function ToastTitle({ className, ...props }, ref) {
    return <ToastPrimitive.Title ref={ref} className={cn('text-sm font-semibold leading-snug', className)} {...props} />;
  },
);

export const ToastDescription = forwardRef<
  ComponentRef<typeof ToastPrimitive.Description>,
  ComponentPropsWithoutRef<typeof ToastPrimitive.Description>
>(function ToastDescription({ className, ...props }, ref) {
  return <ToastPrimitive.Description ref={ref} className={cn('text-sm opacity-90', className)} {...props} />;
});

export const ToastClose = forwardRef<ComponentRef<typeof ToastPrimitive.Close>, ComponentPropsWithoutRef<typeof ToastPrimitive.Close>>(
  function ToastClose({ className, ...props }, ref) {
    return (
      <ToastPrimitive.Close
        ref={ref}
        aria-label="Lukk varsel"
        className={cn(
          'absolute right-2 top-2 inline-flex size-8 items-center justify-center rounded-md opacity-70 transition-opacity hover:opacity-100 focus-visible:opacity-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
          className,
        )}
        {...props}
      >
        <X className="size-4" aria-hidden />
      </ToastPrimitive.Close>
    );
  },
);
