import { describe, expect, it } from "vitest";
import { readExportField } from "~/features/export/export-form";
import { exportFieldValue } from "~/ui/download-menu";

const id = "0b6f3c1e-8f1a-4c2b-9d3e-2a1b0c9d8e7f";

describe("the export field", () => {
  it("reads back what the download menu writes", () => {
    expect(readExportField(exportFieldValue(id, "4k"))).toEqual({ thumbnailId: id, size: "4k" });
    expect(readExportField(`${id}:1080p`)).toEqual({ thumbnailId: id, size: "1080p" });
  });

  it("refuses unknown sizes, ids that are not ids and extra parts", () => {
    expect(readExportField(`${id}:16k`)).toBeNull();
    expect(readExportField(`not-an-id:4k`)).toBeNull();
    expect(readExportField(`${id}:4k:x`)).toBeNull();
    expect(readExportField(null)).toBeNull();
    expect(readExportField(new File([], "a"))).toBeNull();
  });
});
