import { forwardRef, type ComponentPropsWithoutRef, type ComponentRef, type HTMLAttributes } from 'react';
import { Dialog as SheetPrimitive } from 'radix-ui';
import { X } from 'lucide-react';
import { cn } from '@/lib/cn';
import { SHEET_CLOSE_CLASS, SHEET_HEADER_CLASS, SHEET_PANEL_CLASS, SHEET_TITLE_CLASS } from './sheet-styles';

/** A dialog that slides in from the right edge (the mobile menu). Focus is trapped like any dialog. */
export const Sheet = SheetPrimitive.Root;
export const SheetTrigger = SheetPrimitive.Trigger;
export const SheetClose = SheetPrimitive.Close;

export const SheetContent = forwardRef<
  ComponentRef<typeof SheetPrimitive.Content>,
  ComponentPropsWithoutRef<typeof SheetPrimitive.Content>
>(function SheetContent({ className, children, ...props }, ref) {
  return (
    <SheetPrimitive.Portal>
      <SheetPrimitive.Overlay className="fixed inset-0 z-50 bg-black/60 data-[state=open]:animate-fade-in data-[state=closed]:animate-fade-out" />
      <SheetPrimitive.Content
        ref={ref}
        className={cn(
          SHEET_PANEL_CLASS,
          'data-[state=open]:animate-slide-in-right data-[state=closed]:animate-slide-out-right',
          className,
        )}
        {...props}
      >
        {children}
        <SheetPrimitive.Close className={SHEET_CLOSE_CLASS} aria-label="Lukk meny">
          <X className="size-5" aria-hidden />
        </SheetPrimitive.Close>
      </SheetPrimitive.Content>
    </SheetPrimitive.Portal>
  );
});

export function SheetHeader({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cn(SHEET_HEADER_CLASS, className)} {...props} />;
}

export const SheetTitle = forwardRef<ComponentRef<typeof SheetPrimitive.Title>, ComponentPropsWithoutRef<typeof SheetPrimitive.Title>>(
  function SheetTitle({ className, ...props }, ref) {
    return <SheetPrimitive.Title ref={ref} className={cn(SHEET_TITLE_CLASS, className)} {...props} />;
  },
);

export const SheetDescription = forwardRef<
  ComponentRef<typeof SheetPrimitive.Description>,
  ComponentPropsWithoutRef<typeof SheetPrimitive.Description>
>(function SheetDescription({ className, ...props }, ref) {
  return <SheetPrimitive.Description ref={ref} className={cn('text-sm text-muted-foreground', className)} {...props} />;
});
