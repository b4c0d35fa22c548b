// A post's and a comment's "⋯" menu: Radix's menu and the items' icons, one module loaded on the
// menu's first open (./menus.ts), so the cards do not carry the icons only the menu draws.
export {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
export { FlagIcon } from "@/components/icons/svg/flag";
export { Trash2Icon } from "@/components/icons/svg/trash";
export { UserIcon } from "@/components/icons/svg/user";
