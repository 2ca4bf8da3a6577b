"use client";
// Toasts for the result of actions (sonner), mounted once in the root layout.
import { Toaster as Sonner } from "sonner";

export function Toaster() {
  return <Sonner position="top-center" richColors closeButton toastOptions={{ duration: 5000 }} />;
}
