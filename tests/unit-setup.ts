// Component tests' findBy… and waitFor wait 10 s, not Testing Library's 1 s: on CI's two busy cores a lazy
// chunk (the typing test's keyboard) took longer than 1 s to import (run 25). A failing wait still fails.
import { configure } from "@testing-library/dom";

configure({ asyncUtilTimeout: 10_000 });
