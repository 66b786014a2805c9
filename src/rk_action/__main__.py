from rk_action.cli import main

raise SystemExit(main())
