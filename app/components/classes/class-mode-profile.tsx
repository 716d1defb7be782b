// The profile's class-mode cards (issue 30), in one place so the profile route adds one line.
import type { ClassModeProfile as Data } from "~/models/classes/class-mode-profile.server";
import { MyClassesCard } from "./my-classes-card";
import { TeacherRequestCard } from "./teacher-request-card";

export function ClassModeProfile({ data, phone }: { data: Data; phone?: string | null }) {
  return (
    <>
      <MyClassesCard classes={data.classes} />
      <TeacherRequestCard state={data.request} phone={phone} />
    </>
  );
}
